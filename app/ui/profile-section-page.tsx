import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "./empty-state.tsx";
import { GuestActions } from "./guest-actions.tsx";

/** One part of the profile under the profile heading: its h2 and what will be listed in it. */
export function ProfileSectionPage({
  textKey,
  icon,
  children,
}: {
  /** Key in the profile catalogue: its title, emptyTitle and emptyDescription. */
  textKey: string;
  icon: LucideIcon;
  children?: ReactNode;
}) {
  const { t } = useTranslation("profile");
  const heading = t(`${textKey}.title`);
  return (
    <section aria-labelledby={`profile-${textKey}`}>
      <h2 id={`profile-${textKey}`} className="mb-4 text-lg font-semibold text-text">
        {heading}
      </h2>
      {children}
      <EmptyState
        icon={icon}
        headingLevel={3}
        title={t(`${textKey}.emptyTitle`)}
        description={t(`${textKey}.emptyDescription`)}
        action={<GuestActions />}
      />
    </section>
  );
}
