import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "./empty-state.tsx";
import { PageContainer, PageHeading } from "./page-heading.tsx";

export interface StandardPageText {
  /** Key under `pages.` in the layout namespace. */
  key: string;
  title: string;
  emptyTitle: string;
  emptyDescription: string;
}

/**
 * A page whose content arrives with a later feature: its heading and an empty state that says
 * what will be listed here.
 */
export function StandardPage({
  text,
  icon,
  title,
  eyebrow,
  description,
  action,
  children,
}: {
  text: StandardPageText;
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
        title={title ?? t(`pages.${text.key}.title`, { defaultValue: text.title })}
        eyebrow={eyebrow}
        description={description}
      />
      {children}
      <EmptyState
        icon={icon}
        title={t(`pages.${text.key}.emptyTitle`, { defaultValue: text.emptyTitle })}
        description={t(`pages.${text.key}.emptyDescription`, {
          defaultValue: text.emptyDescription,
        })}
        action={action}
      />
    </PageContainer>
  );
}
