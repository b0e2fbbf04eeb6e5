import type { ModalBodies } from "./lib/modals/modal-registry.ts";
import { bonusModalBodies } from "./features/bonus/modal-bodies.ts";
import { consentModalBodies } from "./features/consent/modal-bodies.ts";
import { gameModalBodies } from "./features/game/modal-bodies.ts";
import { limitModalBodies } from "./features/limit/modal-bodies.ts";
import { paymentModalBodies } from "./features/payment/modal-bodies.ts";
import { playerModalBodies } from "./features/player/modal-bodies.ts";
import { questModalBodies } from "./features/quest/modal-bodies.ts";
import { telegramModalBodies } from "./features/telegram/modal-bodies.ts";
import { walletModalBodies } from "./features/wallet/modal-bodies.ts";

/**
 * The one place the URL modals meet their bodies (docs/decisions/009): each feature hands over
 * its own map of lazy loaders, the registry in lib/ stays data, and the host in ui/ renders
 * what it is given. Only loaders live here, so every body stays its own chunk.
 */
export const FEATURE_MODAL_BODIES: readonly ModalBodies[] = [
  playerModalBodies,
  walletModalBodies,
  paymentModalBodies,
  gameModalBodies,
  limitModalBodies,
  telegramModalBodies,
  consentModalBodies,
  questModalBodies,
  bonusModalBodies,
];

/** Bodies made of more than one feature, composed here above them; each replaces a feature's own. */
export const COMPOSED_MODAL_BODIES: ModalBodies = {
  // The payment feature's wallet with the bonus feature's choice in its deposit form.
  wallet: () => import("./wallet-modal-body.tsx"),
};

export const MODAL_BODIES: ModalBodies = Object.assign(
  {},
  ...FEATURE_MODAL_BODIES,
  COMPOSED_MODAL_BODIES,
);
