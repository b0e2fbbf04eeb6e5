import { readFileSync } from "node:fs";
import path from "node:path";
import { CATALOGUE_COMPLETE_LOCALES, contentDirs } from "../../contracts/content.ts";
import { catalogueProblems, readEnglish, type CatalogueProblem } from "./catalogues.ts";
import { keyIndex, sourceProblems, type SourceProblem } from "./source-texts.ts";

interface SeedMethod {
  method: string;
  direction: string;
  fields?: { key: string; hints?: Record<string, string>; options?: { value: string }[] }[];
}

/**
 * The payment methods Sevens ships (content/seed/payment-methods.json) are named and labelled in
 * the catalogue (modals `paymentMethods.<kind>`), so a translation covers them too; the seed's
 * own texts are the provider's, for methods the catalogue does not know.
 */
export function paymentMethodProblems(
  root: string,
  modals: ReadonlyMap<string, string>,
): SourceProblem[] {
  const file = "content/seed/payment-methods.json";
  const seed = JSON.parse(readFileSync(path.join(root, file), "utf8")) as SeedMethod[];
  const wanted = seed.flatMap((method) => {
    const kind = method.method.split(".").at(-1) ?? method.method;
    const base = `paymentMethods.${kind}`;
    return [
      `${base}.name`,
      ...(method.fields ?? []).flatMap((field) => [
        `${base}.${method.direction}.${field.key}.label`,
        ...(field.hints?.["en"] ? [`${base}.${method.direction}.${field.key}.hint`] : []),
        ...(field.options ?? []).map(
          (option) => `${base}.${method.direction}.${field.key}.options.${option.value}`,
        ),
      ]),
    ];
  });
  return [...new Set(wanted)]
    .filter((key) => !modals.has(key))
    .map((key) => ({ file, line: 1, problem: `payment method text "modals:${key}" is missing` }));
}

export interface CheckResult {
  catalogue: CatalogueProblem[];
  source: SourceProblem[];
}

/** The whole check over the repository at `root`, for the locales given (default: complete ones). */
export function checkCatalogue(
  root: string,
  locales: readonly string[] = CATALOGUE_COMPLETE_LOCALES,
): CheckResult {
  const english = readEnglish(root);
  const index = keyIndex(new Map(contentDirs.map((dir) => [dir, english.get(dir) ?? new Map()])));
  return {
    catalogue: catalogueProblems(root, locales),
    source: [
      ...sourceProblems(root, index),
      ...paymentMethodProblems(root, english.get("modals") ?? new Map()),
    ],
  };
}

export function formatProblems(result: CheckResult): string[] {
  return [
    ...result.catalogue.map(
      (problem) =>
        `content/${problem.locale}/${problem.dir}.json ${problem.key}: ${problem.problem}`,
    ),
    ...result.source.map((problem) => `${problem.file}:${problem.line} ${problem.problem}`),
  ];
}
