/**
 * Session storage keys that belong to one signed-in session: the feature that writes each key
 * and the session layer that deletes it on logout (SPEC §4) share the constant from here.
 */

/** The pending async invoice (payment feature). */
export const PENDING_INVOICE_KEY = "sevens:pending-invoice";
/** The game to return to (game feature). */
export const RETURN_GAME_KEY = "sevens:return-game";
