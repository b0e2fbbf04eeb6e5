export type RedirectTarget =
  { kind: "internal"; path: string } | { kind: "external"; url: string } | { kind: "invalid" };

/**
 * Where /redirect?to=… may send the player: a same-origin path is a client navigation,
 * an absolute http(s) address is a full page load, anything else (javascript:, //host,
 * garbage) is refused.
 */
export function resolveRedirectTarget(
  to: string | null | undefined,
  origin: string,
): RedirectTarget {
  const value = to?.trim();
  if (!value) return { kind: "invalid" };
  if (value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\")) {
    return { kind: "internal", path: value };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: "invalid" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { kind: "invalid" };
  if (url.origin === origin)
    return { kind: "internal", path: `${url.pathname}${url.search}${url.hash}` };
  return { kind: "external", url: url.href };
}
