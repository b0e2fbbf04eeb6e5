import { compactMultiplier } from "./format.ts";

/**
 * Geometry of the plinko board drawing (SVG units). Row i (0-based) has i + 3 pegs; the ball
 * starts above the middle peg of row 0 and, after each row, has moved half a peg gap left or
 * right (house/games/plinko.ts: path 0 = left, 1 = right), so after `rows` rows it sits over
 * bucket k = number of right bounces.
 */
export const PEG_GAP = 40;
export const ROW_GAP = 34;
export const TOP = 36;
export const PEG_RADIUS = 4;
export const BALL_RADIUS = 7;
export const BUCKET_HEIGHT = 30;

export type Point = { x: number; y: number };

export function plinkoLayout(rows: number) {
  // The widest row (the buckets) spans rows + 1 gaps; a little margin either side.
  const width = (rows + 1) * PEG_GAP + 12;
  const centre = width / 2;
  const pegs: Point[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let peg = 0; peg < row + 3; peg += 1) {
      pegs.push({ x: centre + (peg - (row + 2) / 2) * PEG_GAP, y: TOP + row * ROW_GAP });
    }
  }
  const bucketTop = TOP + (rows - 1) * ROW_GAP + ROW_GAP * 0.6;
  const buckets = Array.from({ length: rows + 1 }, (_, bucket) => ({
    x: centre + (bucket - rows / 2) * PEG_GAP,
    y: bucketTop,
  }));
  return { width, height: bucketTop + BUCKET_HEIGHT + 6, centre, pegs, buckets, bucketTop };
}

/** The points the ball touches: the start, the top of one peg per row, then its bucket. */
export function ballPoints(rows: number, path: readonly (0 | 1)[]): Point[] {
  const { centre, bucketTop } = plinkoLayout(rows);
  const points: Point[] = [{ x: centre, y: TOP - ROW_GAP }];
  let rights = 0;
  for (let row = 0; row < rows; row += 1) {
    points.push({
      x: centre + (rights - row / 2) * PEG_GAP,
      y: TOP + row * ROW_GAP - PEG_RADIUS - BALL_RADIUS,
    });
    rights += path[row] ?? 0;
  }
  points.push({ x: centre + (rights - rows / 2) * PEG_GAP, y: bucketTop + BUCKET_HEIGHT / 2 });
  return points;
}

/** Where the ball is at `progress` (0 → 1) along its points, hopping in a small arc per row. */
export function ballAt(points: readonly Point[], progress: number): Point {
  const segments = points.length - 1;
  if (segments < 1) return points[0] ?? { x: 0, y: 0 };
  const clamped = Math.min(1, Math.max(0, progress));
  const index = Math.min(segments - 1, Math.floor(clamped * segments));
  const t = clamped * segments - index;
  const from = points[index] as Point;
  const to = points[index + 1] as Point;
  const hop = Math.sin(Math.PI * t) * ROW_GAP * 0.35;
  return { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t - hop };
}

/** A bucket's multiplier in at most four characters: 26×, 5.6×, 0.55, 1000. */
export function bucketLabel(bp: number): string {
  const value = compactMultiplier(bp);
  return value.length >= 4 ? value : `${value}×`;
}

/** Hue from yellow (centre) to red (edges): the further out, the hotter the bucket. */
export function bucketHue(bucket: number, rows: number): number {
  const half = rows / 2;
  return Math.round(48 - (48 * Math.abs(bucket - half)) / half);
}
