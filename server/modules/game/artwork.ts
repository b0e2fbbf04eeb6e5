import { createHash } from "node:crypto";
import type { GameImages } from "../../../contracts/game.ts";

/** Public URL of a game's tile artwork: one SVG serves every size and density. */
export function gameArtworkUrl(identity: string): string {
  return `/games/${identity}.svg`;
}

export function providerLogoUrl(identity: string): string {
  return `/games/providers/${identity}.svg`;
}

/** The images object of a game whose every size and density is the same (vector) file. */
export function gameImages(url: string): GameImages {
  const densities = { "1x": url, "2x": url, "3x": url };
  return { "200x200": densities, "200x300": { ...densities } };
}

function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

/** Two hues and a pattern seed derived from the identity, so artwork is stable. */
function palette(identity: string): { hue: number; hue2: number; seed: number[] } {
  const digest = createHash("sha256").update(identity).digest();
  const hue = digest.readUInt16BE(0) % 360;
  const hue2 = (hue + 40 + (digest.readUInt8(2) % 120)) % 360;
  return { hue, hue2, seed: [...digest.subarray(3, 19)] };
}

/** Splits a title into at most three lines of about 12 characters. */
function titleLines(name: string): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of name.split(/\s+/)) {
    if (line && (line + " " + word).length > 12) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

/**
 * A colourful 200×300 tile (it crops well to 200×200 with `object-fit: cover`): gradient
 * background, a few translucent shapes and the game's name.
 */
export function gameArtworkSvg(input: { identity: string; name: string; brand: string }): string {
  const { hue, hue2, seed } = palette(input.identity);
  const shapes = seed
    .slice(0, 6)
    .map((byte, index) => {
      const x = (byte * 7 + index * 37) % 200;
      const y = ((seed[index + 6] ?? byte) * 5 + index * 53) % 300;
      const r = 18 + (byte % 46);
      const opacity = (0.12 + (byte % 5) * 0.04).toFixed(2);
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + index * 30) % 360} 90% 70%)" opacity="${opacity}"/>`;
    })
    .join("");
  const lines = titleLines(input.name);
  const fontSize = lines.some((line) => line.length > 10) ? 22 : 26;
  const top = 150 - ((lines.length - 1) * (fontSize + 4)) / 2;
  const text = lines
    .map(
      (line, index) =>
        `<text x="100" y="${(top + index * (fontSize + 4)).toFixed(0)}" text-anchor="middle" dominant-baseline="middle" font-family="system-ui, sans-serif" font-weight="800" font-size="${fontSize}" fill="#fff" stroke="rgba(0,0,0,0.35)" stroke-width="1">${escapeXml(line)}</text>`,
    )
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 300" width="200" height="300" role="img" aria-label="${escapeXml(input.name)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue} 75% 42%)"/><stop offset="1" stop-color="hsl(${hue2} 80% 28%)"/>`,
    `</linearGradient><clipPath id="c"><rect width="200" height="300" rx="16"/></clipPath></defs>`,
    `<rect width="200" height="300" rx="16" fill="url(#g)"/>`,
    `<g clip-path="url(#c)">${shapes}</g>`,
    `<rect x="12" y="12" width="176" height="276" rx="12" fill="none" stroke="rgba(255,255,255,0.35)" stroke-width="2"/>`,
    text,
    `<text x="100" y="272" text-anchor="middle" font-family="system-ui, sans-serif" font-size="12" font-weight="600" fill="rgba(255,255,255,0.85)">${escapeXml(input.brand)}</text>`,
    `</svg>`,
    "",
  ].join("\n");
}

/** A 160×64 wordmark for a provider. */
export function providerLogoSvg(input: { identity: string; name: string }): string {
  const { hue, hue2 } = palette(input.identity);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 64" width="160" height="64" role="img" aria-label="${escapeXml(input.name)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0">`,
    `<stop offset="0" stop-color="hsl(${hue} 75% 45%)"/><stop offset="1" stop-color="hsl(${hue2} 80% 35%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="160" height="64" rx="12" fill="url(#g)"/>`,
    `<text x="80" y="33" text-anchor="middle" dominant-baseline="middle" font-family="system-ui, sans-serif" font-weight="800" font-size="${input.name.length > 14 ? 13 : 16}" fill="#fff">${escapeXml(input.name)}</text>`,
    `</svg>`,
    "",
  ].join("\n");
}
