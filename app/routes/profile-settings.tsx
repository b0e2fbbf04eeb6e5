import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { TabNav } from "../ui/tab-nav.tsx";

/** /profile/settings: account and notification settings. */
export default function ProfileSettingsLayout() {
  const { t } = useTranslation("profile");
  const localize = useLocalizedPath();
  return (
    <div>
      <TabNav
        label={t("settingsTabsLabel")}
        items={[
          {
            to: localize("/profile/settings/account"),
            label: t("tabs.account"),
          },
          {
            to: localize("/profile/settings/notifications"),
            label: t("tabs.notifications"),
          },
        ]}
      />
      <Outlet />
    </div>
  );
}
