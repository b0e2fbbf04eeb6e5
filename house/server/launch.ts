import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A launch of a house game, signed by the operator's adapter with the provider's secret and
 * carried in the game URL (`/house/play/{identity}?launch=…`); the iframe sends it back on
 * every studio API call in the `x-house-launch` header. The studio trusts nothing else: the
 * player behind a real launch is whoever the seamless wallet's balance call names.
 */
export type HouseLaunch = {
  /** The operator's launch token (seamless-wallet calls carry it). */
  token: string;
  /** The catalogue identity, e.g. "sevens-dice" or "slot-golden-pharaoh". */
  game: string;
  /** The studio brand (provider identity) the game belongs to. */
  provider: string;
  demo: boolean;
  currency: string;
  locale: string;
  lobbyUrl: string | null;
  /** Epoch milliseconds after which the studio refuses new rounds. */
  expiresAt: number;
};

export const LAUNCH_HEADER = "x-house-launch";

function sign(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

export function encodeLaunch(secret: string, launch: HouseLaunch): string {
  const payload = Buffer.from(JSON.stringify(launch)).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

/** The launch if the signature holds and the shape is right; null otherwise (never throws). */
export function decodeLaunch(secretFor: (provider: string) => string | null, value: unknown) {
  if (typeof value !== "string" || value.length > 4000) return null;
  const [payload, signature, extra] = value.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  let launch: HouseLaunch;
  try {
    launch = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as HouseLaunch;
  } catch {
    return null;
  }
  if (
    typeof launch !== "object" ||
    launch === null ||
    typeof launch.token !== "string" ||
    typeof launch.game !== "string" ||
    typeof launch.provider !== "string" ||
    typeof launch.demo !== "boolean" ||
    typeof launch.currency !== "string" ||
    typeof launch.expiresAt !== "number"
  ) {
    return null;
  }
  const secret = secretFor(launch.provider);
  if (!secret) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return launch;
}
