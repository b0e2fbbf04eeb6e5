// Prints what the content catalogue check finds: `node scripts/catalogue-check.ts [locale…]`.
// Without arguments it checks the complete locales (CATALOGUE_COMPLETE_LOCALES in
// contracts/content.ts), as `npm test` does; name locales to see what a translation still lacks.
import { checkCatalogue, formatProblems } from "./catalogue/check.ts";

const locales = process.argv.slice(2);
const lines = formatProblems(
  checkCatalogue(process.cwd(), locales.length > 0 ? locales : undefined),
);
for (const line of lines) console.log(line);
console.log(
  lines.length === 0 ? "catalogue: no problems" : `catalogue: ${lines.length} problem(s)`,
);
process.exitCode = lines.length === 0 ? 0 : 1;
