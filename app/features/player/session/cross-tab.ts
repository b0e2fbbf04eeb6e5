import * as z from "zod/mini";

/**
 * Cross-tab session sync (SPEC §4 Session): a tab that logs in or out writes the storage key
 * `changeSession`; the storage event tells every other tab. Pure decisions, tested without a
 * browser.
 */

export const CHANGE_SESSION_KEY = "changeSession";

export type SessionSignal = "login" | "logout";

const signalSchema = z.object({
  type: z.enum(["login", "logout"]),
  tabId: z.string(),
  at: z.number(),
});

/** The value written to `changeSession`; it differs every time so the event always fires. */
export function encodeSessionSignal(type: SessionSignal, tabId: string, at: number): string {
  return JSON.stringify({ type, tabId, at });
}

export function parseSessionSignal(value: string | null): SessionSignal | null {
  if (value === null) return null;
  try {
    const parsed = signalSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data.type : null;
  } catch {
    return null;
  }
}

export type CrossTabAction =
  /** A login elsewhere while this tab is logged out: reload into the session. */
  | "reload"
  /** A logout elsewhere while this tab is logged in: drop the session and go home. */
  | "go-home"
  | "none";

export function decideCrossTabAction(
  signal: SessionSignal | null,
  local: { isLoggedIn: boolean },
): CrossTabAction {
  if (signal === "login" && !local.isLoggedIn) return "reload";
  if (signal === "logout" && local.isLoggedIn) return "go-home";
  return "none";
}
