/** A probability (0 … 1) as a percentage, rounded down to two decimals: 6 / 13 → "46.15 %". */
export function formatChance(chance: number): string {
  return `${(Math.floor(chance * 10_000 + 1e-9) / 100).toFixed(2)} %`;
}
