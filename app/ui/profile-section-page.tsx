import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "./empty-state.tsx";
import { GuestActions } from "./guest-actions.tsx";

/** One part of the profile under the profile heading: its h2 and what will be listed in it. */
export function ProfileSectionPage({
  textKey,
  title,
  emptyTitle,
  emptyDescription,
  icon,
  children,
}: {
  textKey: string;
  title: string;
  emptyTitle: string;
  emptyDescription: string;
  icon: LucideIcon;
  children?: ReactNode;
}) {
  const { t } = useTranslation("layout");
  const heading = t(`pages.profile.${textKey}.title`, { defaultValue: title });
  return (
    <section aria-labelledby={`profile-${textKey}`}>
      <h2 id={`profile-${textKey}`} className="mb-4 text-lg font-semibold text-text">
        {heading}
      </h2>
      {children}
      <EmptyState
        icon={icon}
        headingLevel={3}
        title={t(`pages.profile.${textKey}.emptyTitle`, { defaultValue: emptyTitle })}
        description={t(`pages.profile.${textKey}.emptyDescription`, {
          defaultValue: emptyDescription,
        })}
        action={<GuestActions />}
      />
    </section>
  );
}
