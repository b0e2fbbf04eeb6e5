import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { PageContainer, PageHeading } from "../ui/page-heading.tsx";
import { TabNav } from "../ui/tab-nav.tsx";
import { PROFILE_SECTIONS } from "../ui/profile-sections.ts";
import { FORM_CONTENT_DIRS, type ContentHandle } from "../lib/i18n.ts";

/** The profile pages' own texts, and for forms field labels, messages and the alerts they raise. */
export const handle: ContentHandle = { content: [...FORM_CONTENT_DIRS, "profile"] };

export default function ProfileLayout() {
  const { t } = useTranslation("profile");
  const localize = useLocalizedPath();
  return (
    <PageContainer>
      <PageHeading title={t("title")} />
      <TabNav
        label={t("tabsLabel")}
        items={PROFILE_SECTIONS.map((section) => ({
          to: localize(`/profile/${section.slug}`),
          label: t(`tabs.${section.slug}`),
        }))}
      />
      <Outlet />
    </PageContainer>
  );
}
