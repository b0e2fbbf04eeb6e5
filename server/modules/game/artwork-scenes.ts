import {
  card,
  chip,
  coinPile,
  gem,
  gridFloor,
  hills,
  palm,
  peaks,
  radialGlow,
  skyline,
  sky,
  sparkles,
  stars,
  stripedSun,
  waves,
} from "./artwork-shapes.ts";
import { seededRandom as seeded } from "./seeded-random.ts";

/**
 * One composed scene per house title, drawn with shapes in a 200×200 canvas; the lower fifth is
 * left calm for the title band that artwork.ts lays over it. Keyed by game identity.
 */
export const SCENES: Record<string, () => string> = {
  // ── Sevens Originals: slots ──
  "slot-lucky-sevens-deluxe": () => {
    const bulbs = Array.from({ length: 16 }, (_, i) => {
      const t = (i / 16) * Math.PI * 2;
      return `<circle cx="${(100 + Math.cos(t) * 84).toFixed(1)}" cy="${(84 + Math.sin(t) * 70).toFixed(1)}" r="4" fill="${i % 2 ? "#fde047" : "#fff7ed"}"/>`;
    }).join("");
    const seven = (x: number, size: number, colour: string) =>
      `<text x="${x}" y="118" text-anchor="middle" font-family="Georgia, serif" font-weight="900" font-size="${size}" fill="${colour}" stroke="#7f1d1d" stroke-width="3" paint-order="stroke">7</text>`;
    return [
      sky("bg", ["#7f1d1d", "#b91c1c", "#450a0a"]),
      radialGlow("glow", 100, 90, 90, "#fb923c"),
      bulbs,
      seven(58, 64, "#fde047"),
      seven(100, 80, "#fef3c7"),
      seven(142, 64, "#fde047"),
      `<path d="M150 140 q8 -22 24 -26" stroke="#15803d" stroke-width="3" fill="none"/><circle cx="146" cy="146" r="9" fill="#dc2626"/><circle cx="162" cy="142" r="9" fill="#ef4444"/>`,
    ].join("");
  },
  "slot-golden-pharaoh": () =>
    [
      sky("bg", ["#f59e0b", "#fb923c", "#7c2d12"]),
      `<circle cx="150" cy="52" r="22" fill="#fef3c7"/>`,
      `<polygon points="30,150 80,72 130,150" fill="#b45309"/><polygon points="80,72 130,150 96,150" fill="#92400e"/>`,
      `<polygon points="110,150 146,96 182,150" fill="#d97706"/><polygon points="146,96 182,150 158,150" fill="#b45309"/>`,
      hills(7, 150, 10, "#fbbf24"),
      `<g transform="translate(20 96)"><path d="M14 0a14 14 0 1 1 0 28a14 14 0 1 1 0-28zm0 8a6 6 0 1 0 0 12a6 6 0 1 0 0-12z" fill="#facc15" stroke="#713f12" stroke-width="2"/><rect x="10" y="26" width="8" height="26" fill="#facc15" stroke="#713f12" stroke-width="2"/><rect x="0" y="30" width="28" height="7" fill="#facc15" stroke="#713f12" stroke-width="2"/></g>`,
    ].join(""),
  "slot-dragons-hoard": () =>
    [
      sky("bg", ["#1e1b4b", "#3b0764", "#1c1917"]),
      radialGlow("fire", 100, 150, 90, "#f97316"),
      `<path d="M100 62 C70 30 30 34 12 52 C36 50 48 62 54 80 C40 74 30 80 24 92 C46 86 62 92 72 104 L100 96 L128 104 C138 92 154 86 176 92 C170 80 160 74 146 80 C152 62 164 50 188 52 C170 34 130 30 100 62Z" fill="#450a0a" stroke="#dc2626" stroke-width="2"/>`,
      `<path d="M92 96 Q100 70 108 96 L104 120 Q100 126 96 120Z" fill="#7f1d1d"/><circle cx="96" cy="84" r="2" fill="#facc15"/><circle cx="104" cy="84" r="2" fill="#facc15"/>`,
      coinPile(100, 160, 5),
      gem(58, 150, 16, "#22d3ee"),
      gem(146, 150, 14, "#e11d48"),
    ].join(""),
  "slot-wild-west-gold": () =>
    [
      sky("bg", ["#fb7185", "#fdba74", "#fde68a"]),
      `<circle cx="100" cy="96" r="30" fill="#fff7ed" opacity="0.9"/>`,
      `<path d="M0 120 H40 V92 H70 V120 H130 V100 H150 V84 H176 V120 H200 V200 H0Z" fill="#9a3412"/>`,
      hills(11, 150, 8, "#c2410c"),
      `<path d="M40 160 V120 a7 7 0 0 1 14 0 V160 M40 138 h-8 a5 5 0 0 1 -5 -5 v-10 M54 132 h8 a5 5 0 0 0 5 -5 v-12" stroke="#166534" stroke-width="9" stroke-linecap="round" fill="none"/>`,
      `<polygon points="150,112 156,128 173,128 159,138 165,154 150,144 135,154 141,138 127,128 144,128" fill="#facc15" stroke="#854d0e" stroke-width="2"/>`,
    ].join(""),
  "slot-ocean-pearls": () => {
    const random = seeded(5);
    const bubbles = Array.from(
      { length: 12 },
      () =>
        `<circle cx="${(random() * 200).toFixed(0)}" cy="${(random() * 130).toFixed(0)}" r="${(1.5 + random() * 4).toFixed(1)}" fill="none" stroke="#e0f2fe" stroke-opacity="0.7"/>`,
    ).join("");
    return [
      sky("bg", ["#0ea5e9", "#0369a1", "#082f49"]),
      `<polygon points="40,0 70,0 120,160 60,160" fill="#e0f2fe" opacity="0.12"/><polygon points="120,0 140,0 180,160 140,160" fill="#e0f2fe" opacity="0.1"/>`,
      bubbles,
      `<path d="M20 170 q-10 -30 6 -60 q10 -20 0 -40" stroke="#16a34a" stroke-width="5" fill="none"/><path d="M180 170 q10 -30 -6 -50" stroke="#22c55e" stroke-width="5" fill="none"/>`,
      hills(3, 160, 6, "#fde68a"),
      `<path d="M64 140 Q100 80 136 140Z" fill="#fbcfe8" stroke="#be185d" stroke-width="2"/><path d="M70 140 Q100 96 130 140" stroke="#be185d" fill="none"/><ellipse cx="100" cy="146" rx="40" ry="10" fill="#f9a8d4"/><circle cx="100" cy="136" r="12" fill="#f8fafc"/><circle cx="96" cy="132" r="4" fill="#fff"/>`,
    ].join("");
  },
  "slot-viking-voyage": () =>
    [
      sky("bg", ["#334155", "#475569", "#1e293b"]),
      `<path d="M0 40 q40 -16 80 0 t80 0 t80 0" stroke="#94a3b8" stroke-width="10" fill="none" opacity="0.4"/>`,
      `<rect x="96" y="40" width="5" height="80" fill="#451a03"/>`,
      `<path d="M60 52 H140 V104 H60Z" fill="#f8fafc"/><path d="M60 60 H140 M60 76 H140 M60 92 H140" stroke="#dc2626" stroke-width="8"/>`,
      `<path d="M24 118 H176 Q164 142 132 146 H68 Q36 142 24 118Z" fill="#78350f" stroke="#451a03" stroke-width="2"/><path d="M24 118 q-8 -16 4 -26" stroke="#78350f" stroke-width="6" fill="none"/><path d="M176 118 q8 -16 -4 -26" stroke="#78350f" stroke-width="6" fill="none"/>`,
      [40, 64, 88, 112, 136, 160]
        .map(
          (x) =>
            `<circle cx="${x}" cy="128" r="6" fill="#facc15" stroke="#713f12" stroke-width="2"/>`,
        )
        .join(""),
      waves(146, "#1e3a8a", 5, 8),
      waves(158, "#172554", 4, 6),
    ].join(""),
  "slot-jungle-jewels": () => {
    const leaf = (x: number, y: number, angle: number, colour: string) =>
      `<path d="M0 0 Q20 -18 46 0 Q20 18 0 0Z" transform="translate(${x} ${y}) rotate(${angle})" fill="${colour}"/>`;
    return [
      sky("bg", ["#14532d", "#166534", "#052e16"]),
      radialGlow("light", 100, 90, 70, "#bbf7d0"),
      `<path d="M40 0 Q44 40 36 80" stroke="#65a30d" stroke-width="3" fill="none"/><path d="M160 0 Q154 50 164 90" stroke="#65a30d" stroke-width="3" fill="none"/>`,
      leaf(0, 30, 20, "#15803d"),
      leaf(150, 20, 150, "#16a34a"),
      leaf(0, 130, -20, "#22c55e"),
      leaf(200, 140, 200, "#15803d"),
      leaf(20, 170, -40, "#166534"),
      gem(100, 92, 40, "#10b981", "#d1fae5"),
      gem(60, 128, 16, "#f43f5e"),
      gem(142, 124, 18, "#facc15"),
    ].join("");
  },
  "slot-midnight-diner": () =>
    [
      sky("bg", ["#0f172a", "#312e81", "#1e1b4b"]),
      stars(21, 24),
      `<circle cx="160" cy="30" r="12" fill="#fef9c3"/>`,
      `<rect x="24" y="70" width="152" height="80" rx="16" fill="#e2e8f0"/><rect x="24" y="70" width="152" height="18" rx="9" fill="#f43f5e"/>`,
      [36, 72, 108, 144]
        .map((x) => `<rect x="${x}" y="96" width="28" height="26" rx="3" fill="#fde68a"/>`)
        .join(""),
      `<rect x="70" y="40" width="60" height="22" rx="6" fill="#0f172a" stroke="#22d3ee" stroke-width="2"/><text x="100" y="56" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="800" font-size="12" fill="#22d3ee">DINER</text>`,
      `<rect y="150" width="200" height="50" fill="#1e293b"/>`,
      Array.from(
        { length: 10 },
        (_, i) =>
          `<rect x="${i * 20}" y="150" width="10" height="10" fill="#f8fafc"/><rect x="${i * 20 + 10}" y="160" width="10" height="10" fill="#f8fafc"/>`,
      ).join(""),
    ].join(""),
  "slot-samurai-spirit": () =>
    [
      sky("bg", ["#fecaca", "#fca5a5", "#fef2f2"]),
      `<circle cx="100" cy="80" r="44" fill="#dc2626"/>`,
      peaks(
        150,
        [
          [40, 20],
          [100, 76],
          [160, 20],
        ],
        "#475569",
      ),
      `<path d="M78 80 L100 74 L122 80 L110 92 Q100 86 90 92Z" fill="#f8fafc"/>`,
      `<rect x="40" y="104" width="6" height="50" fill="#991b1b"/><rect x="154" y="104" width="6" height="50" fill="#991b1b"/><path d="M26 100 Q100 90 174 100 L170 108 Q100 100 30 108Z" fill="#991b1b"/><rect x="36" y="114" width="128" height="6" fill="#991b1b"/>`,
      sparkles(13, 10, "#f9a8d4", { x: 0, y: 10, w: 200, h: 140 }),
      hills(17, 160, 6, "#1f2937"),
    ].join(""),
  "slot-space-miners": () =>
    [
      sky("bg", ["#020617", "#1e1b4b", "#020617"]),
      stars(31, 40),
      `<circle cx="160" cy="44" r="20" fill="#a855f7"/><ellipse cx="160" cy="44" rx="34" ry="7" fill="none" stroke="#e9d5ff" stroke-width="3" transform="rotate(-18 160 44)"/>`,
      `<path d="M36 150 Q30 100 70 90 Q110 70 140 100 Q176 110 164 150 Q130 176 80 170 Q44 168 36 150Z" fill="#57534e" stroke="#292524" stroke-width="3"/>`,
      `<circle cx="74" cy="122" r="10" fill="#44403c"/><circle cx="130" cy="140" r="7" fill="#44403c"/>`,
      gem(104, 112, 18, "#22d3ee"),
      `<path d="M132 60 L150 80 L118 110 L106 98Z" fill="#f59e0b" stroke="#78350f" stroke-width="2"/><polygon points="106,98 118,110 104,118" fill="#e5e7eb"/>`,
    ].join(""),
  // ── Lucky Forge ──
  "slot-forge-of-fortune": () =>
    [
      sky("bg", ["#1c1917", "#292524", "#0c0a09"]),
      radialGlow("heat", 100, 100, 90, "#ea580c"),
      sparkles(41, 18, "#fdba74", { x: 40, y: 20, w: 120, h: 80 }),
      `<path d="M46 110 H154 Q150 124 132 126 H118 V140 H140 V154 H60 V140 H82 V126 H70 Q52 124 46 110Z" fill="#44403c" stroke="#0c0a09" stroke-width="2"/><path d="M46 110 H20 Q30 100 46 100Z" fill="#44403c"/>`,
      `<rect x="76" y="96" width="48" height="14" rx="3" fill="#fbbf24"/><rect x="76" y="96" width="48" height="5" rx="2" fill="#fef3c7"/>`,
      `<g transform="rotate(-30 150 70)"><rect x="130" y="52" width="34" height="16" rx="3" fill="#78716c"/><rect x="144" y="66" width="6" height="40" fill="#92400e"/></g>`,
    ].join(""),
  "slot-leprechauns-luck": () => {
    const bands = ["#ef4444", "#f97316", "#facc15", "#22c55e", "#3b82f6", "#8b5cf6"]
      .map(
        (colour, i) =>
          `<path d="M${20 + i * 8} 150 A${80 - i * 8} ${80 - i * 8} 0 0 1 ${180 - i * 8} 150" stroke="${colour}" stroke-width="8" fill="none"/>`,
      )
      .join("");
    return [
      sky("bg", ["#7dd3fc", "#bae6fd", "#f0f9ff"]),
      bands,
      hills(51, 140, 14, "#22c55e"),
      hills(52, 156, 10, "#16a34a"),
      `<path d="M136 132 H184 L178 160 Q160 170 142 160Z" fill="#1f2937"/><rect x="132" y="128" width="56" height="8" rx="4" fill="#374151"/>`,
      coinPile(160, 128, 3),
      `<g transform="translate(52 138)"><circle cx="-7" cy="-7" r="8" fill="#15803d"/><circle cx="7" cy="-7" r="8" fill="#15803d"/><circle cx="-7" cy="7" r="8" fill="#15803d"/><circle cx="7" cy="7" r="8" fill="#15803d"/><path d="M0 8 q4 14 10 18" stroke="#15803d" stroke-width="3" fill="none"/></g>`,
    ].join("");
  },
  "slot-mystic-runes": () => {
    const stone = (x: number, h: number, rune: string) =>
      `<rect x="${x}" y="${150 - h}" width="30" height="${h}" rx="10" fill="#44403c" stroke="#1c1917" stroke-width="2"/><path d="${rune}" transform="translate(${x + 5} ${150 - h + 14})" stroke="#a78bfa" stroke-width="3" fill="none" stroke-linecap="round"/>`;
    return [
      sky("bg", ["#1e1b4b", "#4c1d95", "#0f0a1f"]),
      stars(61, 30),
      `<circle cx="100" cy="44" r="20" fill="#ede9fe"/><circle cx="108" cy="40" r="18" fill="#4c1d95"/>`,
      radialGlow("rune", 100, 110, 80, "#8b5cf6"),
      stone(28, 70, "M10 0 V34 M10 10 L20 0 M10 20 L20 10"),
      stone(85, 96, "M4 0 L16 16 L4 32 M16 0 V32"),
      stone(142, 76, "M10 0 V34 M0 8 L10 18 L20 8"),
      hills(62, 150, 6, "#1c1917"),
    ].join("");
  },
  "slot-candy-cascade": () => {
    const lolly = (x: number, y: number, r: number, colour: string) =>
      `<rect x="${x - 2}" y="${y}" width="4" height="${r * 3}" fill="#f8fafc"/><circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/><path d="M${x} ${y} m-${r * 0.6} 0 a${r * 0.6} ${r * 0.6} 0 1 1 ${r * 1.2} 0 a${r * 0.35} ${r * 0.35} 0 1 1 -${r * 0.7} 0" stroke="#fff" stroke-width="3" fill="none"/>`;
    return [
      sky("bg", ["#f9a8d4", "#fbcfe8", "#fdf2f8"]),
      `<path d="M0 0 H200 V26 Q186 40 172 26 Q160 50 146 26 Q130 36 116 26 Q100 56 86 26 Q70 40 56 26 Q40 44 26 26 Q12 38 0 26Z" fill="#db2777"/>`,
      lolly(52, 70, 22, "#a855f7"),
      lolly(146, 80, 18, "#22c55e"),
      `<g transform="translate(100 120) rotate(-15)"><ellipse rx="26" ry="16" fill="#f59e0b"/><path d="M-26 0 L-42 -12 L-42 12Z M26 0 L42 -12 L42 12Z" fill="#f59e0b"/><path d="M-12 -14 L-4 14 M4 -15 L12 14" stroke="#fff" stroke-width="4"/></g>`,
      `<circle cx="40" cy="140" r="10" fill="#38bdf8"/><circle cx="164" cy="136" r="9" fill="#f43f5e"/><circle cx="150" cy="150" r="7" fill="#facc15"/>`,
    ].join("");
  },
  "slot-aztec-sun": () => {
    const rays = Array.from(
      { length: 12 },
      (_, i) =>
        `<polygon points="100,24 106,48 94,48" fill="#facc15" transform="rotate(${i * 30} 100 70)"/>`,
    ).join("");
    return [
      sky("bg", ["#0d9488", "#134e4a", "#052e2b"]),
      rays,
      `<circle cx="100" cy="70" r="26" fill="#f59e0b" stroke="#78350f" stroke-width="3"/><circle cx="92" cy="66" r="3" fill="#78350f"/><circle cx="108" cy="66" r="3" fill="#78350f"/><path d="M92 80 Q100 86 108 80" stroke="#78350f" stroke-width="3" fill="none"/>`,
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${40 + i * 14}" y="${112 + i * 12}" width="${120 - i * 28}" height="14" fill="${i % 2 ? "#a8a29e" : "#78716c"}"/>`,
        )
        .reverse()
        .join(""),
      `<rect x="90" y="112" width="20" height="48" fill="#57534e"/>`,
      hills(71, 160, 6, "#065f46"),
    ].join("");
  },
  "slot-royal-hunt": () =>
    [
      sky("bg", ["#fde68a", "#86efac", "#14532d"]),
      `<path d="M140 90 V60 H146 V66 H152 V60 H158 V66 H164 V60 H170 V90Z" fill="#64748b"/><rect x="150" y="44" width="8" height="18" fill="#64748b"/><polygon points="150,44 154,34 158,44" fill="#dc2626"/>`,
      hills(81, 110, 10, "#15803d"),
      `<path d="M30 170 L44 110 L58 170Z M56 170 L74 96 L92 170Z" fill="#14532d"/>`,
      `<g fill="#78350f"><ellipse cx="118" cy="140" rx="26" ry="14"/><rect x="100" y="146" width="5" height="22"/><rect x="128" y="146" width="5" height="22"/><path d="M136 132 L146 110 L152 112 L146 136Z"/><ellipse cx="150" cy="110" rx="8" ry="6"/></g>`,
      `<path d="M148 104 L140 84 M144 94 L134 90 M152 104 L162 84 M158 94 L168 90" stroke="#78350f" stroke-width="3" stroke-linecap="round"/>`,
      `<rect x="20" y="24" width="4" height="60" fill="#713f12"/><path d="M24 26 H56 L48 38 L56 50 H24Z" fill="#7c3aed"/>`,
    ].join(""),
  "slot-frozen-crown": () =>
    [
      sky("bg", ["#e0f2fe", "#7dd3fc", "#0c4a6e"]),
      peaks(
        140,
        [
          [30, 50],
          [70, 90],
          [110, 60],
          [150, 96],
          [190, 40],
        ],
        "#bae6fd",
      ),
      peaks(
        160,
        [
          [20, 30],
          [60, 60],
          [120, 40],
          [170, 70],
        ],
        "#f0f9ff",
      ),
      `<path d="M58 96 L58 60 L78 78 L100 50 L122 78 L142 60 L142 96Z" fill="#e0f2fe" stroke="#0284c7" stroke-width="3"/><rect x="56" y="94" width="88" height="12" rx="3" fill="#38bdf8" stroke="#0284c7" stroke-width="2"/>`,
      gem(100, 76, 12, "#0ea5e9"),
      `<path d="M66 106 v10 l3 -10 M84 106 v14 l3 -14 M116 106 v12 l3 -12 M134 106 v8 l3 -8" fill="#bae6fd" stroke="#bae6fd" stroke-width="2"/>`,
      sparkles(91, 14, "#fff"),
    ].join(""),
  "slot-pirates-plunder": () =>
    [
      sky("bg", ["#7c2d12", "#c2410c", "#1e3a8a"]),
      `<circle cx="44" cy="84" r="18" fill="#fdba74"/>`,
      `<path d="M70 110 H170 Q160 134 130 136 H100 Q78 134 70 110Z" fill="#292524"/><rect x="116" y="40" width="4" height="72" fill="#292524"/><path d="M88 50 Q118 56 150 50 V96 Q118 102 88 96Z" fill="#f5f5f4"/><path d="M120 40 h22 v12 h-22z" fill="#111"/><circle cx="131" cy="46" r="3" fill="#fff"/>`,
      waves(134, "#1e40af", 5, 7),
      `<rect x="66" y="150" width="68" height="36" rx="4" fill="#92400e" stroke="#451a03" stroke-width="3"/><path d="M66 158 Q100 136 134 158" fill="#b45309" stroke="#451a03" stroke-width="3"/><rect x="94" y="156" width="12" height="12" fill="#facc15" stroke="#451a03" stroke-width="2"/>`,
      coinPile(100, 150, 2),
    ].join(""),
  "slot-safari-sunset": () =>
    [
      sky("bg", ["#f97316", "#fb923c", "#fde68a"]),
      `<circle cx="100" cy="110" r="50" fill="#fed7aa" opacity="0.9"/>`,
      hills(101, 140, 8, "#92400e"),
      `<path d="M130 140 V96 M130 100 L112 88 M130 104 L150 90" stroke="#1c1917" stroke-width="6" fill="none" stroke-linecap="round"/><ellipse cx="130" cy="84" rx="44" ry="10" fill="#1c1917"/>`,
      `<g fill="#1c1917"><ellipse cx="56" cy="124" rx="14" ry="8"/><rect x="46" y="126" width="3" height="16"/><rect x="62" y="126" width="3" height="16"/><path d="M64 120 L74 78 L80 80 L70 124Z"/><ellipse cx="80" cy="78" rx="6" ry="4"/></g>`,
      `<path d="M0 160 q10 -16 14 0 q6 -20 12 0 q8 -14 12 0 q6 -18 14 0" stroke="#78350f" stroke-width="3" fill="none"/>`,
    ].join(""),
  "slot-ironclad-bells": () => {
    const gear = (cx: number, cy: number, r: number, colour: string) => {
      const teeth = Array.from(
        { length: 10 },
        (_, i) =>
          `<rect x="${cx - 4}" y="${cy - r - 6}" width="8" height="10" fill="${colour}" transform="rotate(${i * 36} ${cx} ${cy})"/>`,
      ).join("");
      return `${teeth}<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.35}" fill="#1c1917"/>`;
    };
    return [
      sky("bg", ["#44403c", "#292524", "#1c1917"]),
      gear(46, 56, 26, "#b45309"),
      gear(154, 130, 30, "#a16207"),
      gear(160, 40, 16, "#78716c"),
      `<path d="M0 170 H60 V150 H120 V180 H200" stroke="#c2410c" stroke-width="8" fill="none"/>`,
      `<path d="M100 50 C80 50 72 66 72 90 V110 L62 122 H138 L128 110 V90 C128 66 120 50 100 50Z" fill="#facc15" stroke="#713f12" stroke-width="3"/><rect x="96" y="40" width="8" height="12" fill="#713f12"/><circle cx="100" cy="128" r="7" fill="#713f12"/>`,
    ].join("");
  },
  // ── Neon Reels ──
  "slot-neon-nights": () =>
    [
      sky("bg", ["#1e0533", "#581c87", "#db2777"]),
      stripedSun("sun", 100, 92, 40, "#fde047", "#f472b6", "#581c87"),
      skyline(111, 132, "#0b0220", "#22d3ee", 50),
      gridFloor(132, "#f0abfc"),
    ].join(""),
  "slot-cyber-heist": () => {
    const random = seeded(121);
    const code = Array.from({ length: 9 }, (_, column) =>
      Array.from(
        { length: 6 },
        (_, row) =>
          `<text x="${12 + column * 22}" y="${20 + row * 26}" font-family="ui-monospace, monospace" font-size="12" fill="#22c55e" opacity="${(0.2 + random() * 0.5).toFixed(2)}">${random() > 0.5 ? "1" : "0"}</text>`,
      ).join(""),
    ).join("");
    return [
      sky("bg", ["#022c22", "#052e16", "#020617"]),
      code,
      `<circle cx="100" cy="86" r="52" fill="#0f172a" stroke="#22d3ee" stroke-width="4"/><circle cx="100" cy="86" r="40" fill="none" stroke="#22d3ee" stroke-width="2" stroke-dasharray="6 4"/>`,
      Array.from(
        { length: 6 },
        (_, i) =>
          `<rect x="96" y="52" width="8" height="16" fill="#22d3ee" transform="rotate(${i * 60} 100 86)"/>`,
      ).join(""),
      `<circle cx="100" cy="86" r="12" fill="#e879f9"/>`,
      `<path d="M0 150 H40 L52 138 H90 M200 150 H160 L148 138 H110" stroke="#e879f9" stroke-width="2" fill="none"/>`,
    ].join("");
  },
  "slot-disco-fever": () => {
    const beams = ["#f472b6", "#22d3ee", "#facc15", "#a78bfa"]
      .map(
        (colour, i) =>
          `<polygon points="100,60 ${-20 + i * 70},200 ${20 + i * 70},200" fill="${colour}" opacity="0.22"/>`,
      )
      .join("");
    const facets = Array.from({ length: 7 }, (_, row) =>
      Array.from(
        { length: 7 },
        (_, col) =>
          `<rect x="${72 + col * 8}" y="${32 + row * 8}" width="7" height="7" fill="${(row + col) % 3 === 0 ? "#f8fafc" : (row + col) % 3 === 1 ? "#cbd5e1" : "#94a3b8"}"/>`,
      ).join(""),
    ).join("");
    return [
      sky("bg", ["#3b0764", "#1e1b4b", "#0f0524"]),
      beams,
      `<line x1="100" y1="0" x2="100" y2="32" stroke="#e2e8f0" stroke-width="2"/>`,
      `<defs><clipPath id="ball"><circle cx="100" cy="60" r="28"/></clipPath></defs><g clip-path="url(#ball)">${facets}</g>`,
      sparkles(131, 12, "#fff", { x: 20, y: 10, w: 160, h: 110 }),
      Array.from(
        { length: 5 },
        (_, i) =>
          `<rect x="${i * 40}" y="150" width="40" height="50" fill="${["#ec4899", "#8b5cf6", "#06b6d4", "#f59e0b", "#10b981"][i]}" opacity="0.75"/>`,
      ).join(""),
    ].join("");
  },
  "slot-arcade-legends": () => {
    const invader = [
      "..X.....X..",
      "...X...X...",
      "..XXXXXXX..",
      ".XX.XXX.XX.",
      "XXXXXXXXXXX",
      "X.XXXXXXX.X",
      "X.X.....X.X",
      "...XX.XX...",
    ]
      .flatMap((row, y) =>
        [...row].map((cell, x) =>
          cell === "X"
            ? `<rect x="${45 + x * 10}" y="${30 + y * 10}" width="10" height="10" fill="#4ade80"/>`
            : "",
        ),
      )
      .join("");
    const scan = Array.from(
      { length: 50 },
      (_, i) => `<rect y="${i * 4}" width="200" height="1" fill="#000" opacity="0.25"/>`,
    ).join("");
    return [
      sky("bg", ["#020617", "#1e1b4b", "#020617"]),
      invader,
      `<rect x="70" y="128" width="60" height="20" rx="4" fill="#dc2626"/><rect x="96" y="110" width="8" height="20" fill="#e5e7eb"/><circle cx="100" cy="108" r="9" fill="#ef4444"/><circle cx="80" cy="138" r="4" fill="#facc15"/><circle cx="120" cy="138" r="4" fill="#22d3ee"/>`,
      scan,
    ].join("");
  },
  "slot-laser-cats": () =>
    [
      sky("bg", ["#0c0a3e", "#312e81", "#0c0a3e"]),
      stars(141, 34),
      `<polygon points="100,78 20,150 30,162" fill="#ef4444" opacity="0.85"/><polygon points="100,78 180,150 170,162" fill="#ef4444" opacity="0.85"/>`,
      `<path d="M58 110 L56 42 L84 66 H116 L144 42 L142 110 Q142 140 100 142 Q58 140 58 110Z" fill="#f97316" stroke="#7c2d12" stroke-width="3"/>`,
      `<path d="M66 52 L80 66 M134 52 L120 66" stroke="#fdba74" stroke-width="4"/>`,
      `<ellipse cx="84" cy="94" rx="10" ry="8" fill="#fee2e2"/><ellipse cx="116" cy="94" rx="10" ry="8" fill="#fee2e2"/><circle cx="84" cy="94" r="5" fill="#ef4444"/><circle cx="116" cy="94" r="5" fill="#ef4444"/>`,
      `<path d="M96 112 L100 116 L104 112 M100 116 V122 M100 122 Q92 128 86 124 M100 122 Q108 128 114 124" stroke="#7c2d12" stroke-width="2" fill="none"/>`,
      `<path d="M64 116 H40 M64 122 H42 M136 116 H160 M136 122 H158" stroke="#fdba74" stroke-width="2"/>`,
    ].join(""),
  "slot-synth-samurai": () =>
    [
      sky("bg", ["#0f172a", "#3b0764", "#be185d"]),
      `<circle cx="100" cy="70" r="40" fill="#f9a8d4"/>`,
      skyline(151, 140, "#0b0220", "#f472b6", 60),
      `<rect x="24" y="74" width="16" height="46" fill="#0b0220" stroke="#22d3ee" stroke-width="2"/><rect x="160" y="60" width="16" height="60" fill="#0b0220" stroke="#facc15" stroke-width="2"/>`,
      `<g transform="rotate(-35 100 100)"><rect x="96" y="20" width="8" height="118" rx="3" fill="#e2e8f0" stroke="#22d3ee" stroke-width="1.5"/><rect x="88" y="134" width="24" height="6" fill="#facc15"/><rect x="97" y="140" width="6" height="30" fill="#7c3aed"/></g>`,
      gridFloor(150, "#22d3ee", "#0b0220"),
    ].join(""),
  "slot-vapor-palms": () =>
    [
      sky("bg", ["#a78bfa", "#f9a8d4", "#fdba74"]),
      stripedSun("sun", 100, 96, 46, "#fef08a", "#fb7185", "#f9a8d4"),
      palm(38, 150, 90, "#312e81"),
      palm(166, 150, 74, "#4c1d95"),
      `<rect y="146" width="200" height="54" fill="#0e7490"/>`,
      Array.from({ length: 5 }, (_, row) =>
        Array.from({ length: 10 }, (_, col) =>
          (row + col) % 2
            ? `<rect x="${col * 20}" y="${150 + row * 10}" width="20" height="10" fill="#f0abfc" opacity="0.5"/>`
            : "",
        ).join(""),
      ).join(""),
    ].join(""),
  "slot-galaxy-gems": () =>
    [
      sky("bg", ["#020617", "#1e1b4b", "#020617"]),
      radialGlow("nebula", 70, 70, 80, "#c026d3"),
      radialGlow("nebula2", 140, 120, 70, "#0891b2"),
      stars(161, 50),
      gem(100, 84, 44, "#a855f7", "#f5d0fe"),
      gem(46, 124, 20, "#22d3ee"),
      gem(156, 56, 18, "#f472b6"),
      gem(150, 132, 14, "#facc15"),
    ].join(""),
  "slot-robo-rally": () =>
    [
      sky("bg", ["#0ea5e9", "#38bdf8", "#e0f2fe"]),
      `<path d="M-10 190 Q60 110 100 130 Q150 156 210 90" stroke="#334155" stroke-width="34" fill="none"/><path d="M-10 190 Q60 110 100 130 Q150 156 210 90" stroke="#f8fafc" stroke-width="2" stroke-dasharray="10 8" fill="none"/>`,
      `<rect x="72" y="34" width="56" height="48" rx="10" fill="#cbd5e1" stroke="#334155" stroke-width="3"/><rect x="80" y="46" width="40" height="16" rx="6" fill="#0f172a"/><circle cx="92" cy="54" r="4" fill="#22d3ee"/><circle cx="108" cy="54" r="4" fill="#22d3ee"/><rect x="98" y="20" width="4" height="14" fill="#334155"/><circle cx="100" cy="18" r="5" fill="#ef4444"/><rect x="86" y="68" width="28" height="5" rx="2" fill="#334155"/>`,
      `<rect x="150" y="16" width="4" height="60" fill="#334155"/>`,
      Array.from({ length: 4 }, (_, row) =>
        Array.from(
          { length: 4 },
          (_, col) =>
            `<rect x="${154 + col * 7}" y="${16 + row * 7}" width="7" height="7" fill="${(row + col) % 2 ? "#0f172a" : "#f8fafc"}"/>`,
        ).join(""),
      ).join(""),
    ].join(""),
  "slot-night-drive": () =>
    [
      sky("bg", ["#0f0524", "#4c1d95", "#f472b6"]),
      stars(171, 24, "#fff", 80),
      peaks(
        116,
        [
          [20, 20],
          [50, 40],
          [80, 16],
          [130, 46],
          [170, 24],
          [200, 30],
        ],
        "#3b0764",
      ),
      `<rect y="116" width="200" height="84" fill="#0b0220"/>`,
      `<polygon points="92,116 108,116 190,200 10,200" fill="#1e1b4b"/>`,
      `<path d="M100 120 V130 M100 140 V154 M100 166 V190" stroke="#facc15" stroke-width="3"/>`,
      `<path d="M96 116 L20 200 M104 116 L180 200" stroke="#f0abfc" stroke-width="2"/>`,
      `<path d="M70 178 Q72 160 86 156 H114 Q128 160 130 178Z" fill="#111827"/><rect x="66" y="176" width="68" height="14" rx="4" fill="#1f2937"/><rect x="70" y="180" width="16" height="5" rx="2" fill="#ef4444"/><rect x="114" y="180" width="16" height="5" rx="2" fill="#ef4444"/>`,
    ].join(""),
  // ── Sevens Originals: instant and table games ──
  "sevens-dice": () => {
    const die = (x: number, y: number, size: number, pips: [number, number][], angle: number) =>
      `<g transform="rotate(${angle} ${x + size / 2} ${y + size / 2})"><rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size / 6}" fill="#f8fafc" stroke="#312e81" stroke-width="3"/>${pips.map(([px, py]) => `<circle cx="${x + px * size}" cy="${y + py * size}" r="${size / 11}" fill="#7c3aed"/>`).join("")}</g>`;
    return [
      sky("bg", ["#4c1d95", "#6d28d9", "#1e1b4b"]),
      radialGlow("glow", 100, 90, 90, "#a78bfa"),
      die(
        34,
        56,
        64,
        [
          [0.25, 0.25],
          [0.75, 0.25],
          [0.5, 0.5],
          [0.25, 0.75],
          [0.75, 0.75],
        ],
        -12,
      ),
      die(
        104,
        70,
        58,
        [
          [0.25, 0.25],
          [0.75, 0.75],
        ],
        14,
      ),
      sparkles(181, 8, "#ede9fe"),
    ].join("");
  },
  "sevens-limbo": () =>
    [
      sky("bg", ["#0c4a6e", "#0e7490", "#042f2e"]),
      stars(191, 20, "#cffafe", 150),
      `<path d="M10 160 Q110 150 170 30" stroke="#22d3ee" stroke-width="4" fill="none" stroke-dasharray="2 6" stroke-linecap="round"/>`,
      `<g transform="rotate(35 150 62)"><path d="M150 26 Q164 46 162 80 H138 Q136 46 150 26Z" fill="#f8fafc" stroke="#0f172a" stroke-width="2"/><circle cx="150" cy="54" r="7" fill="#22d3ee" stroke="#0f172a" stroke-width="2"/><path d="M138 70 L128 90 L140 82Z M162 70 L172 90 L160 82Z" fill="#f43f5e"/><path d="M142 82 Q150 108 158 82Z" fill="#facc15"/></g>`,
      `<text x="24" y="70" font-family="system-ui, sans-serif" font-weight="900" font-size="30" fill="#a5f3fc">×2.00</text>`,
    ].join(""),
  "sevens-mines": () => {
    const tiles = Array.from({ length: 16 }, (_, i) => {
      const x = 24 + (i % 4) * 40;
      const y = 8 + Math.floor(i / 4) * 40;
      const open = [1, 4, 6, 11, 13].includes(i);
      const mine = i === 9;
      let inner = "";
      if (open) inner = gem(x + 18, y + 18, 20, "#10b981", "#d1fae5");
      if (mine)
        inner = `<circle cx="${x + 18}" cy="${y + 19}" r="10" fill="#111827"/><path d="M${x + 18} ${y + 5} v6 M${x + 18} ${y + 27} v6 M${x + 4} ${y + 19} h6 M${x + 26} ${y + 19} h6" stroke="#111827" stroke-width="3"/><circle cx="${x + 14}" cy="${y + 15}" r="3" fill="#fff"/>`;
      return `<rect x="${x}" y="${y}" width="36" height="36" rx="7" fill="${open ? "#1e293b" : mine ? "#7f1d1d" : "#334155"}" stroke="#475569"/>${inner}`;
    }).join("");
    return [sky("bg", ["#0f172a", "#1e293b", "#020617"]), tiles].join("");
  },
  "sevens-plinko": () => {
    let pegs = "";
    for (let row = 0; row < 7; row += 1) {
      for (let i = 0; i <= row + 2; i += 1) {
        pegs += `<circle cx="${100 + (i - (row + 2) / 2) * 20}" cy="${20 + row * 18}" r="3" fill="#f8fafc"/>`;
      }
    }
    const slots = ["#ef4444", "#f97316", "#facc15", "#84cc16", "#facc15", "#f97316", "#ef4444"]
      .map(
        (colour, i) =>
          `<rect x="${31 + i * 20}" y="148" width="18" height="14" rx="3" fill="${colour}"/>`,
      )
      .join("");
    return [
      sky("bg", ["#581c87", "#7e22ce", "#3b0764"]),
      pegs,
      `<path d="M100 10 Q92 40 110 56 Q126 76 104 94" stroke="#f472b6" stroke-width="2" stroke-dasharray="3 4" fill="none"/><circle cx="104" cy="98" r="7" fill="#f472b6" stroke="#fff" stroke-width="2"/>`,
      slots,
    ].join("");
  },
  "sevens-keno": () => {
    const picked = new Set([3, 7, 12, 18, 21, 26, 30]);
    const balls = Array.from({ length: 35 }, (_, i) => {
      const x = 22 + (i % 7) * 26;
      const y = 18 + Math.floor(i / 7) * 28;
      const on = picked.has(i);
      return `<circle cx="${x}" cy="${y}" r="11" fill="${on ? "#facc15" : "#1e3a8a"}" stroke="${on ? "#fff" : "#3b82f6"}" stroke-width="2"/><text x="${x}" y="${y + 4}" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="10" fill="${on ? "#1e3a8a" : "#bfdbfe"}">${i + 1}</text>`;
    }).join("");
    return [sky("bg", ["#1e40af", "#1e3a8a", "#172554"]), balls].join("");
  },
  "sevens-hilo": () =>
    [
      sky("bg", ["#064e3b", "#047857", "#022c22"]),
      card(30, 30, -10, "7", "♥", true),
      card(110, 38, 10, "Q", "♠", false),
      `<path d="M100 20 l12 16 h-8 v12 h-8 v-12 h-8z" fill="#4ade80"/><path d="M100 140 l12 -16 h-8 v-12 h-8 v12 h-8z" fill="#f87171"/>`,
    ].join(""),
  "sevens-roulette": () => {
    const pockets = Array.from({ length: 37 }, (_, i) => {
      const a0 = (i / 37) * Math.PI * 2;
      const a1 = ((i + 1) / 37) * Math.PI * 2;
      const point = (a: number, r: number) =>
        `${(100 + Math.cos(a) * r).toFixed(1)},${(86 + Math.sin(a) * r).toFixed(1)}`;
      const colour = i === 0 ? "#16a34a" : i % 2 ? "#dc2626" : "#111827";
      return `<polygon points="${point(a0, 70)} ${point(a1, 70)} ${point(a1, 44)} ${point(a0, 44)}" fill="${colour}"/>`;
    }).join("");
    return [
      sky("bg", ["#14532d", "#166534", "#052e16"]),
      `<circle cx="100" cy="86" r="78" fill="#78350f"/>`,
      pockets,
      `<circle cx="100" cy="86" r="44" fill="#a16207"/><circle cx="100" cy="86" r="30" fill="#ca8a04"/><path d="M100 60 V112 M74 86 H126" stroke="#fde68a" stroke-width="5" stroke-linecap="round"/><circle cx="100" cy="86" r="7" fill="#fde68a"/>`,
      `<circle cx="146" cy="44" r="5" fill="#f8fafc"/>`,
    ].join("");
  },
  "sevens-blackjack": () =>
    [
      sky("bg", ["#065f46", "#047857", "#022c22"]),
      `<path d="M10 150 Q100 110 190 150" stroke="#fde68a" stroke-width="2" fill="none" opacity="0.6"/>`,
      card(46, 24, -8, "A", "♠", false),
      card(96, 28, 8, "K", "♥", true),
      chip(46, 136, "#dc2626"),
      chip(74, 146, "#2563eb"),
      chip(154, 134, "#111827"),
    ].join(""),
};
