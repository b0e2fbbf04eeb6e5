/**
 * Operator-written texts come as `{ locale: text }` (payment method names, quest and level
 * names, bonus translations): the locale's text, else its language's (es-mx → es), else
 * English, else the first there is. The app and the API pick the same way.
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

/** The item with `name` in the locale, picked from its `names` (the API's `name` fields). */
export function withNameIn<T extends { name: string; names: Readonly<Record<string, string>> }>(
  item: T,
  locale: string,
): T {
  return { ...item, name: localizedText(item.names, locale) || item.name };
}
