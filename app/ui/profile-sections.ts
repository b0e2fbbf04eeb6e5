import {
  Gift,
  IdCard,
  MonitorSmartphone,
  Settings,
  ShieldHalf,
  UserRound,
  type LucideIcon,
} from "lucide-react";

export interface ProfileSection {
  slug: "info" | "personal" | "limits" | "sessions" | "bonuses" | "settings";
  icon: LucideIcon;
}

/** The children of /profile, in tab order. */
export const PROFILE_SECTIONS: readonly ProfileSection[] = [
  {
    slug: "info",
    icon: UserRound,
  },
  {
    slug: "personal",
    icon: IdCard,
  },
  {
    slug: "limits",
    icon: ShieldHalf,
  },
  {
    slug: "sessions",
    icon: MonitorSmartphone,
  },
  { slug: "bonuses", icon: Gift },
  {
    slug: "settings",
    icon: Settings,
  },
];
