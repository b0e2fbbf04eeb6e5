/** Probability helpers of the pricing models. A distribution is value → probability. */

export type Distribution = Map<number, number>;

/** P(X = 0 … n) of a Poisson(λ), n large enough to leave less than 1e-10 out. */
export function poisson(lambda: number): number[] {
  const out: number[] = [];
  if (lambda <= 0) return [1];
  let term = Math.exp(-lambda);
  let cumulative = 0;
  for (let k = 0; ; k += 1) {
    if (k > 0) term *= lambda / k;
    out.push(term);
    cumulative += term;
    if (k > lambda && 1 - cumulative < 1e-10) break;
    if (k > 400) break;
  }
  return out;
}

/** The standard normal CDF (Zelen & Severo 26.2.17; error < 7.5e-8). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const density = Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI);
  const tail =
    density *
    t *
    (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return x >= 0 ? 1 - tail : tail;
}

/** An integer-valued normal: P(k) = Φ((k + ½ − μ)/σ) − Φ((k − ½ − μ)/σ), over μ ± 8σ. */
export function discreteNormal(mean: number, sd: number): Distribution {
  const out: Distribution = new Map();
  if (sd <= 1e-9) {
    out.set(Math.round(mean), 1);
    return out;
  }
  const low = Math.floor(mean - 8 * sd);
  const high = Math.ceil(mean + 8 * sd);
  for (let k = low; k <= high; k += 1) {
    const p = normalCdf((k + 0.5 - mean) / sd) - normalCdf((k - 0.5 - mean) / sd);
    if (p > 1e-12) out.set(k, p);
  }
  return out;
}

/** The value with half the mass at or below it. */
export function median(distribution: Distribution): number {
  const values = [...distribution.keys()].sort((a, b) => a - b);
  let cumulative = 0;
  for (const value of values) {
    cumulative += distribution.get(value) ?? 0;
    if (cumulative >= 0.5) return value;
  }
  return values.at(-1) ?? 0;
}

export function mean(distribution: Distribution): number {
  let total = 0;
  for (const [value, p] of distribution) total += value * p;
  return total;
}
