import { z } from "zod";
import { resolveRedirectTarget } from "../../../lib/redirect-target.ts";

/**
 * The `state` of auto-login and social-login links: where to go afterwards (SPEC §4: backRoute
 * from state, else home). Accepts base64url JSON `{ "backRoute": "/games" }`, plain JSON, or a
 * bare path; only same-origin paths are honoured.
 */

const stateSchema = z.object({ backRoute: z.string().max(2000) });

function decodeBase64Url(value: string): string | null {
  try {
    const base64 = value.replace(/-/g, "+").replace(/_/g, "/");
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

function backRouteOf(text: string): string | null {
  try {
    const parsed = stateSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.backRoute : null;
  } catch {
    return null;
  }
}

/** The same-origin path to return to, or null (then home). */
export function backRouteFromState(
  state: string | null | undefined,
  origin: string,
): string | null {
  const value = state?.trim();
  if (!value) return null;
  const candidates = [backRouteOf(value), backRouteOf(decodeBase64Url(value) ?? ""), value];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const target = resolveRedirectTarget(candidate, origin);
    if (target.kind === "internal") return target.path;
  }
  return null;
}
