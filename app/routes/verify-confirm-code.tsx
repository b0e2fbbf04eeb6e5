import { VerifyEmailResult } from "../features/player/profile/verify-email-result.tsx";
import type { Route } from "./+types/verify-confirm-code";
import type { ContentHandle } from "../lib/i18n.ts";

/** The on-demand texts of `layout` its modules use (ContentHandle). */
export const handle: ContentHandle = { texts: ["pages.verify"] };

/** /verify/{confirmCode}: the link from the confirmation e-mail (no locale prefix). */
export default function VerifyEmailPage({ params }: Route.ComponentProps) {
  return <VerifyEmailResult code={params.confirmCode} />;
}
