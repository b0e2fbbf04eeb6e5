/**
 * Drawing pieces of the lobby artwork (artwork-scenes.ts): each returns SVG markup in a 200×200
 * canvas. Scenes compose them with shapes of their own; randomness comes from a seed, so the
 * files are the same on every run.
 */

import { seededRandom } from "./seeded-random.ts";

const r1 = (value: number) => Number(value.toFixed(1));

/** A vertical gradient filling the canvas (`id` must be unique in the file). */
export function sky(id: string, stops: readonly string[]): string {
  const offsets = stops
    .map(
      (colour, index) =>
        `<stop offset="${r1(index / Math.max(1, stops.length - 1))}" stop-color="${colour}"/>`,
    )
    .join("");
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${offsets}</linearGradient></defs><rect width="200" height="200" fill="url(#${id})"/>`;
}

export function radialGlow(id: string, cx: number, cy: number, r: number, colour: string): string {
  return `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="0.9"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient></defs><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>`;
}

export function stars(seed: number, count: number, colour = "#fff", maxY = 140): string {
  const random = seededRandom(seed);
  let out = "";
  for (let i = 0; i < count; i += 1) {
    const x = r1(random() * 200);
    const y = r1(random() * maxY);
    const r = r1(0.4 + random() * 1.3);
    out += `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" opacity="${r1(0.4 + random() * 0.6)}"/>`;
  }
  return out;
}

/** A rolling line of hills from x 0 to 200 at about `y`, filled down to the bottom. */
export function hills(seed: number, y: number, amplitude: number, colour: string): string {
  const random = seededRandom(seed);
  let d = `M0 ${y}`;
  const steps = 4;
  for (let i = 1; i <= steps; i += 1) {
    const x = (200 / steps) * i;
    const cx = x - 100 / steps;
    d += ` Q${r1(cx)} ${r1(y - amplitude * (0.4 + random()))} ${r1(x)} ${r1(y + (random() - 0.5) * amplitude)}`;
  }
  return `<path d="${d} V200 H0Z" fill="${colour}"/>`;
}

/** Sharp peaks from a list of [x, height] points over a base line. */
export function peaks(base: number, points: readonly [number, number][], colour: string): string {
  const d = points.map(([x, h]) => `L${x} ${base - h}`).join(" ");
  return `<path d="M0 ${base} ${d} L200 ${base} V200 H0Z" fill="${colour}"/>`;
}

export function waves(y: number, colour: string, count = 5, height = 6): string {
  const width = 200 / count;
  let d = `M0 ${y}`;
  for (let i = 0; i < count; i += 1) {
    d += ` q${r1(width / 4)} ${-height} ${r1(width / 2)} 0 t${r1(width / 2)} 0`;
  }
  return `<path d="${d} V200 H0Z" fill="${colour}"/>`;
}

/** A pile of gold coins seen from the side, centred on `cx`, its top at `top`. */
export function coinPile(cx: number, bottom: number, rows: number, colour = "#facc15"): string {
  let out = "";
  for (let row = 0; row < rows; row += 1) {
    const count = rows - row;
    for (let i = 0; i < count; i += 1) {
      const x = cx + (i - (count - 1) / 2) * 18;
      const y = bottom - row * 9;
      out += `<ellipse cx="${r1(x)}" cy="${y}" rx="10" ry="5" fill="${colour}" stroke="#a16207" stroke-width="1.5"/>`;
    }
  }
  return out;
}

/** A cut gem: a crown and a pavilion with facet lines. */
export function gem(cx: number, cy: number, size: number, colour: string, light = "#fff"): string {
  const s = size;
  const top = cy - s * 0.45;
  const girdle = cy - s * 0.1;
  const point = cy + s * 0.6;
  return [
    `<polygon points="${r1(cx - s * 0.35)},${r1(top)} ${r1(cx + s * 0.35)},${r1(top)} ${r1(cx + s * 0.6)},${r1(girdle)} ${cx},${r1(point)} ${r1(cx - s * 0.6)},${r1(girdle)}" fill="${colour}" stroke="${light}" stroke-opacity="0.6" stroke-width="1.5"/>`,
    `<polyline points="${r1(cx - s * 0.6)},${r1(girdle)} ${r1(cx + s * 0.6)},${r1(girdle)}" stroke="${light}" stroke-opacity="0.6" fill="none"/>`,
    `<polyline points="${r1(cx - s * 0.2)},${r1(top)} ${r1(cx - s * 0.3)},${r1(girdle)} ${cx},${r1(point)} ${r1(cx + s * 0.3)},${r1(girdle)} ${r1(cx + s * 0.2)},${r1(top)}" stroke="${light}" stroke-opacity="0.45" fill="none"/>`,
    `<polygon points="${r1(cx - s * 0.3)},${r1(top + 2)} ${r1(cx - s * 0.05)},${r1(top + 2)} ${r1(cx - s * 0.22)},${r1(girdle - 2)}" fill="${light}" opacity="0.5"/>`,
  ].join("");
}

export function palm(x: number, base: number, height: number, colour: string): string {
  const top = base - height;
  const leaves = [-70, -35, 0, 35, 70, 110, -110]
    .map((angle) => {
      const rad = (angle * Math.PI) / 180;
      const lx = x + Math.sin(rad) * height * 0.45;
      const ly = top + (1 - Math.cos(rad)) * height * 0.25 - height * 0.05;
      return `<path d="M${x} ${top} Q${r1((x + lx) / 2)} ${r1(top - height * 0.18)} ${r1(lx)} ${r1(ly)}" stroke="${colour}" stroke-width="${r1(height * 0.07)}" stroke-linecap="round" fill="none"/>`;
    })
    .join("");
  return `<path d="M${x - 3} ${base} Q${x + height * 0.12} ${r1(base - height / 2)} ${x} ${top}" stroke="${colour}" stroke-width="${r1(height * 0.06)}" fill="none" stroke-linecap="round"/>${leaves}`;
}

/** A row of buildings with lit windows; `seed` varies the heights. */
export function skyline(
  seed: number,
  base: number,
  colour: string,
  windowColour: string,
  maxHeight = 70,
): string {
  const random = seededRandom(seed);
  let out = "";
  let x = -4;
  while (x < 200) {
    const width = 14 + Math.floor(random() * 18);
    const height = 20 + Math.floor(random() * maxHeight);
    out += `<rect x="${x}" y="${base - height}" width="${width}" height="${height + 2}" fill="${colour}"/>`;
    for (let wy = base - height + 5; wy < base - 4; wy += 8) {
      for (let wx = x + 3; wx < x + width - 4; wx += 6) {
        if (random() > 0.55)
          out += `<rect x="${wx}" y="${wy}" width="3" height="4" fill="${windowColour}" opacity="0.85"/>`;
      }
    }
    x += width + 2;
  }
  return out;
}

/** The synthwave floor: a horizon and lines running to a vanishing point. */
export function gridFloor(horizon: number, colour: string, floor = "#12002b"): string {
  let out = `<rect y="${horizon}" width="200" height="${200 - horizon}" fill="${floor}"/>`;
  for (let i = -6; i <= 6; i += 1) {
    out += `<line x1="${100 + i * 6}" y1="${horizon}" x2="${100 + i * 60}" y2="200" stroke="${colour}" stroke-width="1.2" opacity="0.8"/>`;
  }
  for (let i = 1; i <= 6; i += 1) {
    const y = horizon + (200 - horizon) * (i / 6) ** 1.8;
    out += `<line x1="0" y1="${r1(y)}" x2="200" y2="${r1(y)}" stroke="${colour}" stroke-width="1.2" opacity="0.8"/>`;
  }
  return out;
}

/** A striped retro sun cut by horizontal gaps. */
export function stripedSun(
  id: string,
  cx: number,
  cy: number,
  r: number,
  top: string,
  bottom: string,
  gapColour: string,
): string {
  let gaps = "";
  for (let i = 0; i < 5; i += 1) {
    const y = cy + i * (r / 5) + 2;
    gaps += `<rect x="${cx - r}" y="${r1(y)}" width="${r * 2}" height="${r1(1.5 + i * 1.2)}" fill="${gapColour}"/>`;
  }
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>${gaps}`;
}

export function sparkles(
  seed: number,
  count: number,
  colour: string,
  area = { x: 0, y: 0, w: 200, h: 150 },
): string {
  const random = seededRandom(seed);
  let out = "";
  for (let i = 0; i < count; i += 1) {
    const x = area.x + random() * area.w;
    const y = area.y + random() * area.h;
    const s = 2 + random() * 4;
    out += `<path d="M${r1(x)} ${r1(y - s)} L${r1(x + s * 0.3)} ${r1(y - s * 0.3)} L${r1(x + s)} ${r1(y)} L${r1(x + s * 0.3)} ${r1(y + s * 0.3)} L${r1(x)} ${r1(y + s)} L${r1(x - s * 0.3)} ${r1(y + s * 0.3)} L${r1(x - s)} ${r1(y)} L${r1(x - s * 0.3)} ${r1(y - s * 0.3)}Z" fill="${colour}" opacity="${r1(0.5 + random() * 0.5)}"/>`;
  }
  return out;
}

/** A playing card face up, top-left corner at (x, y), rotated by `angle` degrees. */
export function card(
  x: number,
  y: number,
  angle: number,
  rank: string,
  suit: string,
  red: boolean,
): string {
  const colour = red ? "#dc2626" : "#111827";
  return `<g transform="rotate(${angle} ${x + 28} ${y + 40})"><rect x="${x}" y="${y}" width="56" height="80" rx="7" fill="#fff" stroke="#0f172a" stroke-opacity="0.25" stroke-width="1.5"/><text x="${x + 7}" y="${y + 19}" font-family="Georgia, serif" font-weight="700" font-size="17" fill="${colour}">${rank}</text><text x="${x + 28}" y="${y + 55}" text-anchor="middle" font-family="Georgia, serif" font-size="30" fill="${colour}">${suit}</text></g>`;
}

export function chip(cx: number, cy: number, colour: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="13" fill="${colour}" stroke="#fff" stroke-width="3" stroke-dasharray="5 4"/><circle cx="${cx}" cy="${cy}" r="7" fill="none" stroke="#fff" stroke-opacity="0.7"/>`;
}
