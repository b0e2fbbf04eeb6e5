import { describe, expect, it } from "vitest";
import { slotMaths } from "./maths.ts";
import { simulateSlot } from "./simulate.ts";
import { SLOT_TITLES } from "./titles.ts";

/**
 * Seeded RTP simulation of slot titles (split over two files so they run in parallel).
 * 20 000 paid rounds per title through the fair engine. Per title: total RTP within 4 standard
 * errors of the exact maths (SE ≈ 2–4 % here), base-game line RTP within 4 SE (≈ 0.6–1 %) and the
 * free-spin trigger rate within 4 binomial SE. Across the file the mean deviation must stay within
 * 4 pooled SE (≈ 0.7 %).
 */
const SPINS = 20_000;
const SEED = "5105e7e45105e7e45105e7e45105e7e45105e7e45105e7e45105e7e45105e7e4";
const titles = SLOT_TITLES.slice(0, 15);

describe("slot RTP simulation", () => {
  const deviations: number[] = [];
  const variances: number[] = [];

  it.each(titles.map((title) => [title.id, title] as const))("%s", (_id, title) => {
    const maths = slotMaths(title);
    const sim = simulateSlot(title, SPINS, SEED);
    expect(Math.abs(sim.rtp - maths.rtp)).toBeLessThan(4 * sim.standardError);
    expect(Math.abs(sim.lineRtp - maths.lineRtp)).toBeLessThan(4 * sim.lineStandardError);
    const p = maths.triggerProbability;
    expect(Math.abs(sim.triggers / SPINS - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / SPINS));
    deviations.push(sim.rtp - maths.rtp);
    variances.push(sim.standardError ** 2);
  });

  it("pooled over the titles", () => {
    const n = deviations.length;
    expect(n).toBe(titles.length);
    const mean = deviations.reduce((sum, d) => sum + d, 0) / n;
    const pooledSe = Math.sqrt(variances.reduce((sum, v) => sum + v, 0)) / n;
    expect(Math.abs(mean)).toBeLessThan(4 * pooledSe);
  });
});
