/**
 * The static pages every player may need, in the order the footer and the pages list them; each
 * is named by help `legal.<identity>` in the catalogue.
 */
export const LEGAL_PAGES = [
  "terms-and-conditions",
  "privacy-policy",
  "responsible-gaming",
  "cookie-policy",
  "aml-kyc-policy",
  "bonus-terms",
] as const;
