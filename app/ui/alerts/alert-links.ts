/**
 * Alert texts may carry an address ({{walletUrl}}, {{customerSupportUrl}}, SPEC §8): it is shown
 * as a link with words, never as a raw URL. The text is translated with a marker in place of the
 * address, then cut around the markers.
 */

/** Each address parameter and the catalogue key (alerts) of its link's words. */
export const LINK_PARAMS = {
  walletUrl: "links.wallet",
  customerSupportUrl: "links.support",
} as const;
export type LinkParam = keyof typeof LINK_PARAMS;

const marker = (name: string) => `[[${name}]]`;
const MARKER = /\[\[(walletUrl|customerSupportUrl)\]\]/;

/** The params to translate with: each address replaced by its marker. */
export function withLinkMarkers(
  params: Readonly<Record<string, string | number>>,
): Record<string, string | number> {
  const marked: Record<string, string | number> = { ...params };
  for (const name of Object.keys(LINK_PARAMS)) {
    if (name in marked) marked[name] = marker(name);
  }
  return marked;
}

export type AlertPart = { text: string } | { link: LinkParam; href: string };

/** The translated text in pieces: plain text, and links where the markers were. */
export function alertParts(
  translated: string,
  params: Readonly<Record<string, string | number>>,
): AlertPart[] {
  const parts: AlertPart[] = [];
  let rest = translated;
  for (;;) {
    const match = MARKER.exec(rest);
    if (!match) break;
    const name = match[1] as LinkParam;
    const before = rest.slice(0, match.index).replace(/:\s*$/, ".").trimEnd();
    if (before) parts.push({ text: before });
    const href = params[name];
    if (typeof href === "string" && href) parts.push({ link: name, href });
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest.trim()) parts.push({ text: rest.trim() });
  return parts;
}

/** A same-site address as a path the router can take; null for another site. */
export function localTarget(href: string, origin: string): string | null {
  try {
    const url = new URL(href, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
