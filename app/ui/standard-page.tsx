import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "./empty-state.tsx";
import { PageContainer, PageHeading } from "./page-heading.tsx";

/**
 * A page whose content arrives with a later feature: its heading and an empty state that says
 * what will be listed here.
 */
export function StandardPage({
  textKey,
  icon,
  title,
  eyebrow,
  description,
  action,
  children,
}: {
  /** Key under `pages.` in the layout namespace: its title, emptyTitle and emptyDescription. */
  textKey: string;
  icon: LucideIcon;
  /** Overrides the translated title (pages named by their address). */
  title?: string;
  eyebrow?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation("layout");
  return (
    <PageContainer>
      <PageHeading
        title={title ?? t(`pages.${textKey}.title`)}
        eyebrow={eyebrow}
        description={description}
      />
      {children}
      <EmptyState
        icon={icon}
        title={t(`pages.${textKey}.emptyTitle`)}
        description={t(`pages.${textKey}.emptyDescription`)}
        action={action}
      />
    </PageContainer>
  );
}
