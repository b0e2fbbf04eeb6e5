import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { DRAWER_SECTIONS } from "./nav-items.ts";

/** The drawer's sections of links: in the side rail and in the mobile sheet. */
export function DrawerNav({ variant }: { variant: "rail" | "sheet" }) {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const rail = variant === "rail";
  const labelClass = rail ? "drawer-label-rail" : "";
  const itemLayout = rail ? "drawer-link-rail" : "px-3";
  return (
    <nav aria-label={t("drawer.label")} className="space-y-5">
      {DRAWER_SECTIONS.map((section) => {
        const headingId = `drawer-${variant}-${section.id}`;
        return (
          <section key={section.id} aria-labelledby={headingId}>
            <h2
              id={headingId}
              className={`mb-1.5 px-3 text-[0.6875rem] font-semibold tracking-widest text-muted uppercase ${labelClass}`}
            >
              {t(section.labelKey)}
            </h2>
            <ul className="space-y-0.5">
              {section.items.map((item) => {
                const label = t(item.labelKey);
                const Icon = item.icon;
                return (
                  <li key={item.path}>
                    <NavLink
                      to={localize(item.path)}
                      end={item.end}
                      title={rail ? label : undefined}
                      className={`group drawer-link ${itemLayout}`}
                    >
                      <Icon aria-hidden="true" className="drawer-link-icon" />
                      <span className={labelClass}>{label}</span>
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
