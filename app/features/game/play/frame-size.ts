/**
 * The game iframe's size: the game's aspect ratio (screenWidthRatio × screenHeightRatio), as
 * large as fits the box it is given, never stretched. Pure so it is testable without a layout.
 */

export interface FrameBox {
  width: number;
  height: number;
}

/** What a game without a usable ratio is shown at. */
export const DEFAULT_FRAME_RATIO = { width: 16, height: 9 } as const;

/** Below this the game is unusable; the box scrolls instead of shrinking the frame further. */
export const MIN_FRAME_WIDTH_PX = 280;
export const MIN_FRAME_HEIGHT_PX = 200;

/** SPEC §9: size updates wait for the window to settle this long after a resize. */
export const RESIZE_REFRESH_DELAY_MS = 50;

function usableRatio(width: number, height: number): { width: number; height: number } {
  const ok = (value: number) => Number.isFinite(value) && value > 0;
  return ok(width) && ok(height) ? { width, height } : DEFAULT_FRAME_RATIO;
}

/**
 * The largest frame of the game's ratio inside `available` (whole pixels). A box smaller than
 * the minimum still gets a frame of the minimum width (or height), keeping the ratio.
 */
export function fitFrame(ratio: { width: number; height: number }, available: FrameBox): FrameBox {
  const { width: ratioWidth, height: ratioHeight } = usableRatio(ratio.width, ratio.height);
  const maxWidth = Math.max(MIN_FRAME_WIDTH_PX, Math.floor(available.width) || 0);
  const maxHeight = Math.max(MIN_FRAME_HEIGHT_PX, Math.floor(available.height) || 0);
  const widthFromHeight = (maxHeight * ratioWidth) / ratioHeight;
  if (widthFromHeight <= maxWidth) {
    return { width: Math.floor(widthFromHeight), height: maxHeight };
  }
  return { width: maxWidth, height: Math.floor((maxWidth * ratioHeight) / ratioWidth) };
}

/**
 * The frame for a box: the game's ratio fitted in, or the whole box when `fill` is on (a phone
 * in full screen: the game was launched for mobile and lays itself out for any screen).
 */
export function frameFor(
  ratio: { width: number; height: number },
  available: FrameBox,
  fill: boolean,
): FrameBox {
  if (!fill) return fitFrame(ratio, available);
  return {
    width: Math.max(MIN_FRAME_WIDTH_PX, Math.floor(available.width) || 0),
    height: Math.max(MIN_FRAME_HEIGHT_PX, Math.floor(available.height) || 0),
  };
}

/**
 * The box the frame may fill on the page: the container's width and what is left of the
 * viewport's height below the frame's top edge (minus a bottom margin so the controls under
 * the frame stay reachable).
 */
export function availableFrameBox(input: {
  containerWidth: number;
  viewportHeight: number;
  frameTop: number;
  bottomMargin: number;
}): FrameBox {
  return {
    width: input.containerWidth,
    height: input.viewportHeight - Math.max(0, input.frameTop) - input.bottomMargin,
  };
}
