import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { PageContainer, PageHeading } from "../ui/page-heading.tsx";
import { TabNav } from "../ui/tab-nav.tsx";
import { PROFILE_SECTIONS } from "../ui/profile-sections.ts";
import { FORM_CONTENT_DIRS, type ContentHandle } from "../lib/i18n.ts";

/** Forms: field labels, messages and the alerts they raise. */
export const handle: ContentHandle = { content: FORM_CONTENT_DIRS };

export default function ProfileLayout() {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  return (
    <PageContainer>
      <PageHeading title={t("pages.profile.title", { defaultValue: "Profile" })} />
      <TabNav
        label={t("pages.profile.tabsLabel", { defaultValue: "Profile sections" })}
        items={PROFILE_SECTIONS.map((section) => ({
          to: localize(`/profile/${section.slug}`),
          label: t(`pages.profile.tabs.${section.slug}`, { defaultValue: section.label }),
        }))}
      />
      <Outlet />
    </PageContainer>
  );
}
