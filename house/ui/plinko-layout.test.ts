import { describe, expect, it } from "vitest";
import { arrayRng } from "../fair/floats.ts";
import { play } from "../games/plinko.ts";
import {
  BALL_RADIUS,
  PEG_RADIUS,
  ballAt,
  ballPoints,
  bucketHue,
  bucketLabel,
  plinkoLayout,
} from "./plinko-layout.ts";

describe("plinko layout", () => {
  it("draws rows + 2 pegs on the last row and one bucket per outcome", () => {
    for (let rows = 8; rows <= 16; rows += 1) {
      const layout = plinkoLayout(rows);
      expect(layout.pegs).toHaveLength((rows * (rows + 5)) / 2);
      expect(layout.buckets).toHaveLength(rows + 1);
    }
  });

  it("drops the ball onto a peg every row and into the outcome's bucket", () => {
    const floats = [0.1, 0.9, 0.7, 0.2, 0.6, 0.55, 0.3, 0.8, 0.95, 0.05, 0.4, 0.65];
    const outcome = play({ rows: 12, risk: "medium" }, arrayRng(floats));
    const layout = plinkoLayout(12);
    const points = ballPoints(12, outcome.path);
    expect(points).toHaveLength(12 + 2);
    points.slice(1, -1).forEach((point, row) => {
      const onPeg = layout.pegs.some(
        (peg) =>
          Math.abs(peg.x - point.x) < 1e-9 &&
          Math.abs(peg.y - PEG_RADIUS - BALL_RADIUS - point.y) < 1e-9,
      );
      expect(onPeg, `row ${row}`).toBe(true);
    });
    expect(points.at(-1)?.x).toBeCloseTo(layout.buckets[outcome.bucket]?.x ?? NaN);
  });

  it("moves the ball from start to bucket", () => {
    const points = ballPoints(8, [1, 1, 1, 1, 1, 1, 1, 1]);
    expect(ballAt(points, 0)).toEqual(points[0]);
    const end = ballAt(points, 1);
    expect(end.x).toBeCloseTo(points.at(-1)?.x ?? NaN);
    expect(end.y).toBeCloseTo(points.at(-1)?.y ?? NaN);
  });

  it("labels buckets briefly and colours the edges hottest", () => {
    expect(bucketLabel(10_000_000)).toBe("1000");
    expect(bucketLabel(5_500)).toBe("0.55");
    expect(bucketLabel(260_000)).toBe("26×");
    expect(bucketLabel(56_000)).toBe("5.6×");
    expect(bucketLabel(5_000)).toBe("0.5×");
    expect(bucketHue(0, 16)).toBe(0);
    expect(bucketHue(8, 16)).toBe(48);
  });
});
