import type { Fingerprint } from "../../../contracts/player.ts";

/**
 * Device fingerprints sent on sign-in and registration (SPEC §3 "Fingerprint result"). The
 * FingerprintJS agent is loaded on first use, in the browser only, with its statistics request
 * switched off. A second, independent fingerprint hashes a few stable browser properties.
 */

/** Components worth keeping: small, serialisable, and useful to the fraud team. */
const KEPT_COMPONENTS = [
  "platform",
  "timezone",
  "languages",
  "screenResolution",
  "hardwareConcurrency",
  "deviceMemory",
  "colorDepth",
  "touchSupport",
  "vendor",
] as const;

type Serializable =
  string | number | boolean | null | Serializable[] | { [key: string]: Serializable };

function toSerializable(value: unknown, depth = 0): Serializable {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value.slice(0, 200);
  if (typeof value === "number" || typeof value === "boolean") return value;
  if (depth > 2) return null;
  if (Array.isArray(value))
    return value.slice(0, 10).map((item) => toSerializable(item, depth + 1));
  if (typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .slice(0, 10)
        .map(([key, item]) => [key, toSerializable(item, depth + 1)]),
    );
  }
  return null;
}

let primary: Promise<Fingerprint> | undefined;
let secondary: Promise<Fingerprint> | undefined;

const UNKNOWN: Fingerprint = {
  visitorId: "unknown",
  confidence: { score: 0, comment: "unavailable" },
};

/** The FingerprintJS result, reduced to a small serialisable subset of its components. */
export function getFingerprint(): Promise<Fingerprint> {
  primary ??= (async () => {
    try {
      const { load } = await import("@fingerprintjs/fingerprintjs");
      const agent = await load({ monitoring: false });
      const result = await agent.get();
      const components: Record<string, Serializable> = {};
      const kept: ReadonlySet<string> = new Set(KEPT_COMPONENTS);
      for (const [key, component] of Object.entries(result.components)) {
        if (kept.has(key) && "value" in component)
          components[key] = toSerializable(component.value);
      }
      return {
        visitorId: result.visitorId,
        confidence: {
          score: result.confidence.score,
          ...(result.confidence.comment ? { comment: result.confidence.comment } : {}),
        },
        components,
      };
    } catch {
      // Blocked by an extension or an old browser: sign-in still works.
      return UNKNOWN;
    }
  })();
  return primary;
}

/** The stable properties behind the second fingerprint. */
export function secondFingerprintSource(env: {
  userAgent: string;
  language: string;
  timeZone: string;
  screen: string;
  hardwareConcurrency: number;
  colorDepth: number;
}): string {
  return [
    env.userAgent,
    env.language,
    env.timeZone,
    env.screen,
    String(env.hardwareConcurrency),
    String(env.colorDepth),
  ].join("|");
}

/** SHA-256 of a few stable browser properties (a second, independent device signal). */
export function getSecondFingerprint(): Promise<Fingerprint> {
  secondary ??= (async () => {
    try {
      const source = secondFingerprintSource({
        userAgent: navigator.userAgent,
        language: navigator.language,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        screen: `${screen.width}x${screen.height}`,
        hardwareConcurrency: navigator.hardwareConcurrency ?? 0,
        colorDepth: screen.colorDepth,
      });
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(source));
      const visitorId = Array.from(new Uint8Array(digest).slice(0, 16), (byte) =>
        byte.toString(16).padStart(2, "0"),
      ).join("");
      return { visitorId, confidence: { score: 0.5, comment: "browser properties hash" } };
    } catch {
      return UNKNOWN;
    }
  })();
  return secondary;
}
