import {
  CircleHelp,
  Crown,
  Dices,
  Gamepad2,
  Gift,
  Heart,
  History,
  House,
  Layers,
  LifeBuoy,
  Mail,
  Sparkles,
  Trophy,
  Users,
  type LucideIcon,
} from "lucide-react";

export interface NavItem {
  /** App path without the locale segment. */
  path: string;
  /** Key of its text in the layout namespace. */
  labelKey: string;
  icon: LucideIcon;
  /** Only current on an exact match (home). */
  end?: boolean;
}

export interface NavSection {
  id: string;
  labelKey: string;
  items: readonly NavItem[];
}

/** The four destinations in the header. */
export const HEADER_NAV: readonly NavItem[] = [
  { path: "/", labelKey: "navigation.casino", icon: Dices, end: true },
  { path: "/games", labelKey: "navigation.games", icon: Gamepad2 },
  { path: "/sport", labelKey: "navigation.sport", icon: Trophy },
  { path: "/bonuses", labelKey: "navigation.bonuses", icon: Gift },
];

/** Sections of the side drawer. */
export const DRAWER_SECTIONS: readonly NavSection[] = [
  {
    id: "casino",
    labelKey: "drawer.casinoSection",
    items: [
      { path: "/", labelKey: "navigation.home", icon: House, end: true },
      { path: "/games", labelKey: "navigation.games", icon: Gamepad2 },
      {
        path: "/games/providers",
        labelKey: "navigation.providers",
        icon: Layers,
      },
      { path: "/favorites", labelKey: "navigation.favorites", icon: Heart },
      {
        path: "/recently-played",
        labelKey: "navigation.recentlyPlayed",
        icon: History,
      },
    ],
  },
  {
    id: "sport",
    labelKey: "drawer.sportSection",
    items: [{ path: "/sport", labelKey: "navigation.sport", icon: Trophy }],
  },
  {
    id: "promotions",
    labelKey: "drawer.promoSection",
    items: [
      { path: "/bonuses", labelKey: "navigation.bonuses", icon: Gift },
      {
        path: "/welcome-package",
        labelKey: "navigation.welcomePackage",
        icon: Sparkles,
      },
      { path: "/loyalty", labelKey: "navigation.loyalty", icon: Crown },
      { path: "/referral", labelKey: "navigation.referral", icon: Users },
    ],
  },
  {
    id: "info",
    labelKey: "drawer.infoSection",
    items: [
      {
        path: "/questions",
        labelKey: "navigation.questions",
        icon: CircleHelp,
      },
      { path: "/support", labelKey: "navigation.support", icon: LifeBuoy },
      { path: "/contact", labelKey: "navigation.contact", icon: Mail },
    ],
  },
];
