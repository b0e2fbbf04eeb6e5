/**
 * Telegram's theme parameters as Sevens' colour tokens (app.css `--sv-*`), so the mini app wears
 * the colours of the user's Telegram: background, surfaces, text, hints, buttons, links and the
 * destructive colour. Tokens Telegram has no colour for keep the app's own.
 */

/** The theme parameters the mapping reads (snake_case, as in tgWebAppThemeParams). */
export interface TelegramThemeColors {
  bg_color?: string;
  secondary_bg_color?: string;
  section_bg_color?: string;
  section_separator_color?: string;
  text_color?: string;
  hint_color?: string;
  link_color?: string;
  button_color?: string;
  button_text_color?: string;
  destructive_text_color?: string;
  accent_text_color?: string;
}

const COLOR = /^#[0-9a-f]{6}$/i;

/** Which token each Telegram colour becomes (the first colour present wins). */
const TOKEN_SOURCES: readonly [token: string, sources: (keyof TelegramThemeColors)[]][] = [
  ["--sv-bg", ["secondary_bg_color", "bg_color"]],
  ["--sv-surface", ["section_bg_color", "bg_color"]],
  ["--sv-raised", ["secondary_bg_color"]],
  ["--sv-line", ["section_separator_color"]],
  ["--sv-text", ["text_color"]],
  ["--sv-muted", ["hint_color"]],
  ["--sv-accent", ["button_color"]],
  ["--sv-accent-hover", ["button_color"]],
  ["--sv-focus", ["button_color"]],
  ["--sv-on-accent", ["button_text_color"]],
  ["--sv-accent-text", ["accent_text_color", "link_color"]],
  ["--sv-danger", ["destructive_text_color"]],
];

export function themeTokens(theme: TelegramThemeColors): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const [token, sources] of TOKEN_SOURCES) {
    const color = sources
      .map((source) => theme[source])
      .find((value) => value && COLOR.test(value));
    if (color) tokens[token] = color.toLowerCase();
  }
  return tokens;
}

/** Relative luminance below one half: a dark theme (Telegram's night mode). */
export function isDarkColor(hex: string): boolean {
  if (!COLOR.test(hex)) return false;
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0) < 0.5;
}
