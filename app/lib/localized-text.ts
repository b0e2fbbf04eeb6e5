/**
 * Operator-written texts come as `{ locale: text }` (payment method names, quest and level
 * names): the locale's text, else its language's, else English, else the first there is.
 */
export function localizedText(texts: Readonly<Record<string, string>>, locale: string): string {
  return (
    texts[locale] ??
    texts[locale.split("-")[0] ?? ""] ??
    texts["en"] ??
    Object.values(texts)[0] ??
    ""
  );
}
