import { describe, expect, it } from "vitest";
import {
  availableFrameBox,
  DEFAULT_FRAME_RATIO,
  fitFrame,
  frameFor,
  MIN_FRAME_HEIGHT_PX,
  MIN_FRAME_WIDTH_PX,
} from "./frame-size.ts";

describe("fitFrame", () => {
  it("fills the width when the box is taller than the game's ratio", () => {
    expect(fitFrame({ width: 16, height: 9 }, { width: 800, height: 900 })).toEqual({
      width: 800,
      height: 450,
    });
  });

  it("fills the height when the box is wider than the game's ratio", () => {
    // A 4:3 game on a 1280 × 600 box: height-bound, 800 wide.
    expect(fitFrame({ width: 4, height: 3 }, { width: 1280, height: 600 })).toEqual({
      width: 800,
      height: 600,
    });
  });

  it("keeps the ratio on a phone in portrait", () => {
    const size = fitFrame({ width: 16, height: 9 }, { width: 358, height: 620 });
    expect(size).toEqual({ width: 358, height: 201 });
    expect(size.width / size.height).toBeCloseTo(16 / 9, 1);
  });

  it("fits a portrait game into a landscape screen by its height", () => {
    expect(fitFrame({ width: 9, height: 16 }, { width: 1920, height: 1080 })).toEqual({
      width: 607,
      height: 1080,
    });
  });

  it("never returns more than the box, in whole pixels", () => {
    for (const [w, h] of [
      [16, 9],
      [4, 3],
      [3, 4],
      [21, 9],
      [1, 1],
    ] as const) {
      for (const box of [
        { width: 1000, height: 700 },
        { width: 375, height: 667 },
        { width: 1366, height: 400 },
      ]) {
        const size = fitFrame({ width: w, height: h }, box);
        expect(size.width).toBeLessThanOrEqual(box.width);
        expect(size.height).toBeLessThanOrEqual(box.height);
        expect(Number.isInteger(size.width) && Number.isInteger(size.height)).toBe(true);
        // Touches at least one side: as large as it can be.
        expect(box.width - size.width <= 1 || box.height - size.height <= 1).toBe(true);
      }
    }
  });

  it("uses 16:9 for a game without a usable ratio", () => {
    const box = { width: 1600, height: 2000 };
    const expected = fitFrame(DEFAULT_FRAME_RATIO, box);
    expect(fitFrame({ width: 0, height: 9 }, box)).toEqual(expected);
    expect(fitFrame({ width: 16, height: -1 }, box)).toEqual(expected);
    expect(fitFrame({ width: Number.NaN, height: 9 }, box)).toEqual(expected);
  });

  it("does not shrink below the minimum on a tiny or unmeasured box", () => {
    const size = fitFrame({ width: 16, height: 9 }, { width: 0, height: 0 });
    expect(size.width).toBe(MIN_FRAME_WIDTH_PX);
    expect(size.height).toBeLessThanOrEqual(MIN_FRAME_HEIGHT_PX);
    expect(size.width / size.height).toBeCloseTo(16 / 9, 1);
  });
});

describe("frameFor", () => {
  it("fits the ratio unless asked to fill", () => {
    const screen = { width: 390, height: 844 };
    expect(frameFor({ width: 4, height: 3 }, screen, false)).toEqual({ width: 390, height: 292 });
    expect(frameFor({ width: 4, height: 3 }, screen, true)).toEqual(screen);
  });
});

describe("availableFrameBox", () => {
  it("is the container's width and the viewport left below the frame's top", () => {
    expect(
      availableFrameBox({
        containerWidth: 1000,
        viewportHeight: 800,
        frameTop: 88,
        bottomMargin: 96,
      }),
    ).toEqual({ width: 1000, height: 616 });
  });

  it("treats a frame scrolled above the top as starting at the top", () => {
    expect(
      availableFrameBox({
        containerWidth: 400,
        viewportHeight: 700,
        frameTop: -50,
        bottomMargin: 0,
      }).height,
    ).toBe(700);
  });
});
