import { PasswordResetPage as PasswordResetView } from "../features/player/password/password-reset-page.tsx";
import type { Route } from "./+types/password-reset";
import { FORM_CONTENT_DIRS, type ContentHandle } from "../lib/i18n.ts";

/** Forms: field labels, messages and the alerts they raise. */
export const handle: ContentHandle = { content: FORM_CONTENT_DIRS, texts: ["pages.passwordReset"] };

/** /password-reset/{resetCode}: the link from the reset e-mail (no locale prefix). */
export default function PasswordResetPage({ params }: Route.ComponentProps) {
  return <PasswordResetView code={params.resetCode} />;
}
