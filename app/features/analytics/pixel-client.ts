import { subscribeAnalytics } from "../../lib/analytics.ts";
import { deviceFacts } from "./device-facts.ts";
import { PIXEL_ACTION_ERROR, pixelRequestUrl } from "./pixel.ts";

/**
 * Starts the retargeting pixel (marketing consent and RETARGETING_PIXEL_URL/ID): every pixel
 * action of the app (visit, regfin, ftd…dep5plus, deposit, bet, bet30) becomes an image
 * request. Loaded as a chunk of its own: a failed load logs the SPEC's 'Error: load pixel'.
 */
export function startPixel(pixel: { url: string; id: string }): () => void {
  let sequence = 0;
  const send = (action: string) => {
    const url = pixelRequestUrl(pixel, action, deviceFacts(), `${Date.now()}-${(sequence += 1)}`);
    if (url === null) {
      console.error(PIXEL_ACTION_ERROR);
      return;
    }
    const image = new Image();
    image.referrerPolicy = "strict-origin-when-cross-origin";
    image.src = url;
  };
  send("visit");
  return subscribeAnalytics((signal) => {
    if (signal.kind === "pixel") send(signal.action);
  });
}
