import { createHash } from "node:crypto";
import type { GameImages } from "../../../contracts/game.ts";
import { SCENES } from "./artwork-scenes.ts";

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

/** Splits a title into at most `max` lines of about `width` characters. */
function titleLines(name: string, width = 12, max = 3): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of name.split(/\s+/)) {
    if (line && (line + " " + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, max);
}

/** How each studio signs its tiles: the band under the scene and the type of the title. */
const STUDIO_BANDS: Record<
  string,
  { band: string; font: string; fill: string; stroke: string; label: string }
> = {
  "sevens-originals": {
    band: `<defs><linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e1033" stop-opacity="0"/><stop offset="0.45" stop-color="#1e1033" stop-opacity="0.85"/><stop offset="1" stop-color="#120a22"/></linearGradient></defs><rect y="128" width="200" height="72" fill="url(#band)"/><rect x="0" y="196" width="200" height="4" fill="#facc15"/>`,
    font: "system-ui, sans-serif",
    fill: "#ffffff",
    stroke: "#1e1033",
    label: "#facc15",
  },
  "lucky-forge": {
    band: `<rect x="10" y="150" width="180" height="42" rx="6" fill="#5b3a1e" stroke="#2b1a0c" stroke-width="3"/><rect x="14" y="154" width="172" height="34" rx="4" fill="none" stroke="#d6a85c" stroke-width="1.5"/>${[18, 182].map((x) => `<circle cx="${x}" cy="171" r="2.5" fill="#d6a85c"/>`).join("")}`,
    font: "Georgia, 'Times New Roman', serif",
    fill: "#fdf0d5",
    stroke: "#2b1a0c",
    label: "#d6a85c",
  },
  "neon-reels": {
    band: `<rect y="148" width="200" height="52" fill="#07030d" opacity="0.88"/><line x1="0" y1="148" x2="200" y2="148" stroke="#e879f9" stroke-width="2"/>`,
    font: "ui-monospace, 'Courier New', monospace",
    fill: "#ffffff",
    stroke: "#e879f9",
    label: "#22d3ee",
  },
};

const studioKey = (brand: string) => brand.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** The generic tile of games without a scene of their own (the synthetic scale entries). */
function genericScene(identity: string): string {
  const { hue, hue2, seed } = palette(identity);
  const shapes = seed
    .slice(0, 6)
    .map((byte, index) => {
      const x = (byte * 7 + index * 37) % 200;
      const y = ((seed[index + 6] ?? byte) * 5 + index * 53) % 200;
      const r = 18 + (byte % 46);
      const opacity = (0.12 + (byte % 5) * 0.04).toFixed(2);
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + index * 30) % 360} 90% 70%)" opacity="${opacity}"/>`;
    })
    .join("");
  return (
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 75% 42%)"/><stop offset="1" stop-color="hsl(${hue2} 80% 28%)"/>` +
    `</linearGradient></defs><rect width="200" height="200" fill="url(#g)"/>${shapes}`
  );
}

/**
 * A 200×200 tile: the title's own scene (artwork-scenes.ts) with the name on its studio's band
 * (gold-edged for Sevens Originals, a bronze plaque for Lucky Forge, a neon strip for Neon
 * Reels). Games without a scene get a generic gradient.
 */
export function gameArtworkSvg(input: { identity: string; name: string; brand: string }): string {
  const scene = SCENES[input.identity]?.() ?? genericScene(input.identity);
  const style = STUDIO_BANDS[studioKey(input.brand)] ?? STUDIO_BANDS["sevens-originals"]!;
  const lines = titleLines(input.name, 18, 2);
  const fontSize = lines.some((line) => line.length > 14)
    ? 16
    : lines.some((line) => line.length > 11)
      ? 18
      : 20;
  const bottom = 186;
  const text = lines
    .map((line, index) => {
      const y = bottom - (lines.length - 1 - index) * (fontSize + 2);
      return `<text x="100" y="${y}" text-anchor="middle" font-family="${style.font}" font-weight="800" font-size="${fontSize}" fill="${style.fill}" stroke="${style.stroke}" stroke-width="3" paint-order="stroke">${escapeXml(line)}</text>`;
    })
    .join("");
  const label = `<text x="10" y="16" font-family="system-ui, sans-serif" font-weight="700" font-size="9" letter-spacing="1.2" fill="${style.label}" stroke="rgba(0,0,0,0.55)" stroke-width="2" paint-order="stroke">${escapeXml(input.brand.toUpperCase())}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${escapeXml(input.name)}">`,
    `<defs><clipPath id="tile"><rect width="200" height="200" rx="16"/></clipPath></defs>`,
    `<g clip-path="url(#tile)">`,
    scene,
    style.band,
    `</g>`,
    text,
    label,
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
