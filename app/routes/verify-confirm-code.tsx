import { VerifyEmailResult } from "../features/player/profile/verify-email-result.tsx";
import type { Route } from "./+types/verify-confirm-code";

/** /verify/{confirmCode}: the link from the confirmation e-mail (no locale prefix). */
export default function VerifyEmailPage({ params }: Route.ComponentProps) {
  return <VerifyEmailResult code={params.confirmCode} />;
}
