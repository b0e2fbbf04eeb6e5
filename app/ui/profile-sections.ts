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
  label: string;
  description: string;
  icon: LucideIcon;
}

/** The children of /profile, in tab order. */
export const PROFILE_SECTIONS: readonly ProfileSection[] = [
  {
    slug: "info",
    label: "Info",
    description: "Level, verification and account overview.",
    icon: UserRound,
  },
  {
    slug: "personal",
    label: "Personal details",
    description: "Name, birth date, address and documents.",
    icon: IdCard,
  },
  {
    slug: "limits",
    label: "Limits",
    description: "Deposit, bet and loss limits, breaks and self-exclusion.",
    icon: ShieldHalf,
  },
  {
    slug: "sessions",
    label: "Sessions",
    description: "Devices signed in to your account.",
    icon: MonitorSmartphone,
  },
  { slug: "bonuses", label: "Bonuses", description: "Active bonuses and free spins.", icon: Gift },
  {
    slug: "settings",
    label: "Settings",
    description: "Password, contact details and notifications.",
    icon: Settings,
  },
];
