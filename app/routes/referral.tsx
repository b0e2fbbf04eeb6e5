import { Users } from "lucide-react";
import { GuestActions } from "../ui/guest-actions.tsx";
import { StandardPage } from "../ui/standard-page.tsx";
import type { ContentHandle } from "../lib/i18n.ts";

/** The on-demand texts of `layout` its modules use (ContentHandle). */
export const handle: ContentHandle = { texts: ["pages.referral"] };

export default function ReferralPage() {
  return <StandardPage icon={Users} textKey="referral" action={<GuestActions />} />;
}
