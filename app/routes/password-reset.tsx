import { PasswordResetPage as PasswordResetView } from "../features/player/password/password-reset-page.tsx";
import type { Route } from "./+types/password-reset";

/** /password-reset/{resetCode}: the link from the reset e-mail (no locale prefix). */
export default function PasswordResetPage({ params }: Route.ComponentProps) {
  return <PasswordResetView code={params.resetCode} />;
}
