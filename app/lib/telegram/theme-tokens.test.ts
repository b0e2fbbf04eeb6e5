import { describe, expect, it } from "vitest";
import { isDarkColor, themeTokens } from "./theme-tokens.ts";

describe("Telegram theme as colour tokens", () => {
  it("maps Telegram's colours onto the app's tokens", () => {
    expect(
      themeTokens({
        bg_color: "#17212B",
        secondary_bg_color: "#232e3c",
        text_color: "#f5f5f5",
        hint_color: "#708499",
        button_color: "#5288c1",
        button_text_color: "#ffffff",
        link_color: "#6ab3f3",
        destructive_text_color: "#ec3942",
      }),
    ).toEqual({
      "--sv-bg": "#232e3c",
      "--sv-surface": "#17212b",
      "--sv-raised": "#232e3c",
      "--sv-text": "#f5f5f5",
      "--sv-muted": "#708499",
      "--sv-accent": "#5288c1",
      "--sv-accent-hover": "#5288c1",
      "--sv-focus": "#5288c1",
      "--sv-on-accent": "#ffffff",
      "--sv-accent-text": "#6ab3f3",
      "--sv-danger": "#ec3942",
    });
  });

  it("keeps the app's own token where Telegram sends nothing or no colour", () => {
    expect(themeTokens({ text_color: "red; background: url(x)" })).toEqual({});
    expect(themeTokens({})).toEqual({});
  });

  it("tells a night theme from a day theme", () => {
    expect(isDarkColor("#17212b")).toBe(true);
    expect(isDarkColor("#ffffff")).toBe(false);
  });
});
