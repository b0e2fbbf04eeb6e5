import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { TabNav } from "../ui/tab-nav.tsx";

/** /profile/settings: account and notification settings. */
export default function ProfileSettingsLayout() {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  return (
    <div>
      <TabNav
        label={t("pages.profile.settingsTabsLabel", { defaultValue: "Settings sections" })}
        items={[
          {
            to: localize("/profile/settings/account"),
            label: t("pages.profile.tabs.account", { defaultValue: "Account" }),
          },
          {
            to: localize("/profile/settings/notifications"),
            label: t("pages.profile.tabs.notifications", { defaultValue: "Notifications" }),
          },
        ]}
      />
      <Outlet />
    </div>
  );
}
