import type { ModalBodies } from "./lib/modals/modal-registry.ts";

/**
 * The URL modals' bodies (app/modal-bodies.ts), fetched with the first URL modal a page shows
 * (ui/url-modal/url-modal-host.tsx) rather than with every page.
 */
export function loadModalBodies(): Promise<ModalBodies> {
  return import("./modal-bodies.ts").then((module) => module.MODAL_BODIES);
}
