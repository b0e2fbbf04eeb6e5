/** "terms-and-conditions" → "Terms and conditions": a readable title from an address segment. */
export function humanizeIdentity(identity: string | undefined): string {
  if (!identity) return "";
  let text: string;
  try {
    text = decodeURIComponent(identity);
  } catch {
    text = identity;
  }
  const words = text
    .replace(/[-_+]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return words.charAt(0).toLocaleUpperCase() + words.slice(1);
}
