import {
  CircleHelp,
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
  /** Key in the layout namespace, and the English text. */
  labelKey: string;
  label: string;
  icon: LucideIcon;
  /** Only current on an exact match (home). */
  end?: boolean;
}

export interface NavSection {
  id: string;
  labelKey: string;
  label: string;
  items: readonly NavItem[];
}

/** The four destinations in the header. */
export const HEADER_NAV: readonly NavItem[] = [
  { path: "/", labelKey: "navigation.casino", label: "Casino", icon: Dices, end: true },
  { path: "/games", labelKey: "navigation.games", label: "Games", icon: Gamepad2 },
  { path: "/sport", labelKey: "navigation.sport", label: "Sport", icon: Trophy },
  { path: "/bonuses", labelKey: "navigation.bonuses", label: "Bonuses", icon: Gift },
];

/** Sections of the side drawer. */
export const DRAWER_SECTIONS: readonly NavSection[] = [
  {
    id: "casino",
    labelKey: "drawer.casinoSection",
    label: "Casino",
    items: [
      { path: "/", labelKey: "navigation.home", label: "Home", icon: House, end: true },
      { path: "/games", labelKey: "navigation.games", label: "Games", icon: Gamepad2 },
      {
        path: "/games/providers",
        labelKey: "navigation.providers",
        label: "Providers",
        icon: Layers,
      },
      { path: "/favorites", labelKey: "navigation.favorites", label: "Favorites", icon: Heart },
      {
        path: "/recently-played",
        labelKey: "navigation.recentlyPlayed",
        label: "Recently played",
        icon: History,
      },
    ],
  },
  {
    id: "sport",
    labelKey: "drawer.sportSection",
    label: "Sport",
    items: [{ path: "/sport", labelKey: "navigation.sport", label: "Sport", icon: Trophy }],
  },
  {
    id: "promotions",
    labelKey: "drawer.promoSection",
    label: "Promotions",
    items: [
      { path: "/bonuses", labelKey: "navigation.bonuses", label: "Bonuses", icon: Gift },
      {
        path: "/welcome-package",
        labelKey: "navigation.welcomePackage",
        label: "Welcome package",
        icon: Sparkles,
      },
      { path: "/referral", labelKey: "navigation.referral", label: "Referral", icon: Users },
    ],
  },
  {
    id: "info",
    labelKey: "drawer.infoSection",
    label: "Information",
    items: [
      {
        path: "/questions",
        labelKey: "navigation.questions",
        label: "Questions",
        icon: CircleHelp,
      },
      { path: "/support", labelKey: "navigation.support", label: "Support", icon: LifeBuoy },
      { path: "/contact", labelKey: "navigation.contact", label: "Contact", icon: Mail },
    ],
  },
];
