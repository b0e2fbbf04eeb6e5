/**
 * The field rules live in contracts/validation/rules.ts, shared with the app's forms; this
 * module keeps the names the player services import.
 */
export {
  ACCEPTED,
  isEmpty,
  isValidEmail,
  normalizePhone,
  phoneError,
} from "../../../../contracts/validation/rules.ts";
