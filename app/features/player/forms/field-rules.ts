/**
 * The server's field rules checked in the browser. The rules themselves are shared with the
 * server's validation engine (contracts/validation), so a form says on screen what the server
 * would answer with a 400; form-schema.ts turns them into a zod schema.
 */
export { checkFieldRules } from "../../../../contracts/validation/field-rules.ts";
export type { RuleFailure } from "../../../../contracts/validation/rules.ts";
