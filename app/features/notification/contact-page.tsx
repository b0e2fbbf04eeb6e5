import { ArrowRight, CircleHelp, LifeBuoy, Mail, MessageCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../lib/use-localized-path.ts";
import { PageContainer, PageHeading } from "../../ui/page-heading.tsx";
import { ContactForm } from "./contact-form.tsx";

/** /contact: the form to support, and where most answers already are. */
export function ContactPage() {
  const { t } = useTranslation("help");
  const localize = useLocalizedPath();
  const shortcuts = [
    {
      to: "/questions",
      icon: CircleHelp,
      title: t("contact.faqTitle"),
      text: t("contact.faqText"),
    },
    {
      to: "/support",
      icon: LifeBuoy,
      title: t("contact.supportTitle"),
      text: t("contact.supportText"),
    },
  ];
  return (
    <PageContainer>
      <PageHeading
        eyebrow={<Mail aria-hidden="true" className="inline size-4" />}
        title={t("contact.title")}
        description={t("contact.intro")}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ContactForm />
        <aside className="space-y-4">
          <h2 className="text-sm font-semibold text-muted">{t("contact.before")}</h2>
          <ul className="space-y-3">
            {shortcuts.map((shortcut) => (
              <li key={shortcut.to}>
                <Link
                  to={localize(shortcut.to)}
                  className="group flex gap-3 rounded-2xl border border-line bg-surface p-4 transition-colors hover:border-accent/60"
                >
                  <shortcut.icon
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-accent-text"
                  />
                  <span className="min-w-0">
                    <span className="flex items-center gap-1 font-semibold text-text">
                      {shortcut.title}
                      <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                    </span>
                    <span className="text-sm text-muted">{shortcut.text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="flex gap-3 rounded-2xl border border-dashed border-line p-4 text-sm text-muted">
            <MessageCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {t("contact.noChat")}
          </p>
        </aside>
      </div>
    </PageContainer>
  );
}
