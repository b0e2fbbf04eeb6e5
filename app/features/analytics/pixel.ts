import { PIXEL_ACTION_IDS, PIXEL_CLASS_IDS, type PixelAction } from "../../lib/analytics.ts";

/**
 * The retargeting pixel (SPEC §7, §8, §9): each action is one image request to the partner's
 * address with the account id, the action and class ids of SPEC §9 and what the partner matches
 * devices by: screen size, time zone, plugin count, memory, cores and graphics renderer.
 */

export const PIXEL_LOAD_ERROR = "Error: load pixel";
export const PIXEL_ACTION_ERROR = "Error: Pixel action is not defined";

export interface DeviceFacts {
  screen: string;
  timeZone: string;
  plugins: number;
  /** GiB, as navigator.deviceMemory says (absent in some browsers). */
  memory: number | null;
  cores: number | null;
  renderer: string | null;
}

export function isPixelAction(action: string): action is PixelAction {
  return Object.hasOwn(PIXEL_ACTION_IDS, action);
}

/** The image address of one action; null (and the SPEC's error) for an unknown action. */
export function pixelRequestUrl(
  pixel: { url: string; id: string },
  action: string,
  device: DeviceFacts,
  nonce: string,
): string | null {
  if (!isPixelAction(action)) return null;
  const url = new URL(pixel.url);
  url.searchParams.set("pid", pixel.id);
  url.searchParams.set("action", action);
  url.searchParams.set("aid", String(PIXEL_ACTION_IDS[action]));
  const classId = PIXEL_CLASS_IDS[action];
  if (classId !== undefined) url.searchParams.set("cid", String(classId));
  url.searchParams.set("sr", device.screen);
  url.searchParams.set("tz", device.timeZone);
  url.searchParams.set("pl", String(device.plugins));
  if (device.memory !== null) url.searchParams.set("mem", String(device.memory));
  if (device.cores !== null) url.searchParams.set("hc", String(device.cores));
  if (device.renderer) url.searchParams.set("gpu", device.renderer.slice(0, 120));
  url.searchParams.set("r", nonce);
  return url.toString();
}
