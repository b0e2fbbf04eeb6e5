import { Search, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { useSessionState } from "../lib/session-state.ts";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { buttonClass } from "./button-styles.ts";
import { ColorModeSwitch } from "./color-mode-switch.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { Logo } from "./logo.tsx";
import { HEADER_NAV } from "./nav-items.ts";
import { OnlineCount } from "./online-count.tsx";
import { DrawerMenuButton } from "./side-drawer.tsx";
import { UserNavigationPanel } from "./user-navigation-panel.tsx";

/** What features show in the header; root.tsx hands them in (ui/ imports no feature). */
export interface HeaderParts {
  /** The way back to the game this tab last played (SPEC §2 "return to game"): game feature. */
  returnToGame: ReactNode;
  /** The balance button and the currency panel behind it: wallet feature. */
  currencyPanel: ReactNode;
}

export function Header({ parts }: { parts: HeaderParts }) {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const session = useSessionState();
  const isPlayer = session.status === "player";
  // Opens the search dialog over the current page, keeping its own query.
  const { pathname, search } = useLocation();
  const searchParams = new URLSearchParams(search);
  searchParams.set("global-search", "true");

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-bg/85 backdrop-blur-md">
      <div className="flex h-16 items-center gap-1.5 px-2 sm:gap-3 sm:px-5">
        <DrawerMenuButton />
        <Link to={localize("/")} aria-label={t("header.logoLabel")} className="rounded-xl">
          <Logo compactText />
        </Link>

        <nav aria-label={t("header.navLabel")} className="ms-4 hidden lg:block">
          <ul className="flex items-center gap-1">
            {HEADER_NAV.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={localize(item.path)}
                  end={item.end}
                  className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold text-muted transition-colors hover:text-text aria-[current=page]:bg-raised aria-[current=page]:text-text"
                >
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ms-auto flex min-w-0 items-center gap-1.5 sm:gap-2">
          <Link
            to={`${pathname}?${searchParams.toString()}`}
            preventScrollReset
            aria-label={t("header.search")}
            className={buttonClass("ghost", "icon", "max-sm:size-9 max-[399px]:hidden")}
          >
            <Search aria-hidden="true" className="size-5" />
          </Link>
          {parts.returnToGame}
          <div className="me-2 hidden 2xl:block">
            <OnlineCount />
          </div>
          <div className="hidden md:block">
            <LanguageSwitcher compact />
          </div>
          <div className="hidden md:block">
            <ColorModeSwitch />
          </div>
          {isPlayer ? (
            <>
              {parts.currencyPanel}
              <Link to="?wallet=deposit" className={buttonClass("win", "md", "max-sm:px-3")}>
                <Wallet aria-hidden="true" className="size-4" />
                <span className="max-sm:sr-only">{t("header.deposit")}</span>
              </Link>
            </>
          ) : (
            <>
              <Link
                to="?sign-in=true"
                className={buttonClass(
                  "secondary",
                  "md",
                  "max-sm:h-9 max-sm:px-3 max-[359px]:hidden",
                )}
              >
                {t("header.signIn")}
              </Link>
              <Link
                to="?sign-up=true"
                className={buttonClass("win", "md", "max-sm:h-9 max-sm:px-3")}
              >
                {t("header.signUp")}
              </Link>
            </>
          )}
          <div className={isPlayer ? undefined : "hidden sm:block"}>
            <UserNavigationPanel />
          </div>
        </div>
      </div>
    </header>
  );
}
