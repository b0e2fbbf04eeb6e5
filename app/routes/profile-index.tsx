import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { PROFILE_SECTIONS } from "../ui/profile-sections.ts";

/** /profile: an overview of the sections. */
export default function ProfileIndex() {
  const { t } = useTranslation("profile");
  const localize = useLocalizedPath();
  return (
    <section aria-labelledby="profile-overview">
      <h2 id="profile-overview" className="sr-only">
        {t("overview")}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {PROFILE_SECTIONS.map((section) => {
          const Icon = section.icon;
          return (
            <li key={section.slug}>
              <Link
                to={localize(`/profile/${section.slug}`)}
                className="flex h-full items-start gap-4 rounded-2xl border border-line bg-surface p-5 transition-colors hover:border-accent/60 hover:bg-raised"
              >
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-raised text-accent-text">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-text">{t(`tabs.${section.slug}`)}</span>
                  <span className="mt-1 block text-sm text-muted">
                    {t(`descriptions.${section.slug}`)}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
