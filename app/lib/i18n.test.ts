import { describe, expect, it } from "vitest";
import {
  FORM_CONTENT_DIRS,
  PAGE_CONTENT_DIRS,
  contentScript,
  createI18n,
  pageContentDirs,
  pageTextNames,
} from "./i18n.ts";

describe("pageContentDirs", () => {
  it("gives a page the chrome and shared components only", () => {
    expect(pageContentDirs([undefined, { layout: "empty" }], false)).toEqual(
      [...PAGE_CONTENT_DIRS].sort(),
    );
  });

  it("adds what a matched route asks for", () => {
    expect(pageContentDirs([undefined, { content: ["fields-settings"] }], false)).toEqual([
      "fields-settings",
      "global-components",
      "layout",
    ]);
  });

  it("adds the form dirs when a URL modal is open", () => {
    expect(pageContentDirs([], true)).toEqual([...PAGE_CONTENT_DIRS, ...FORM_CONTENT_DIRS].sort());
  });
});

describe("pageTextNames", () => {
  it("names the on-demand texts the matched routes ask for, once each", () => {
    expect(
      pageTextNames(
        [undefined, { texts: ["pages.home"] }, { texts: ["loyalty", "pages.home"] }],
        false,
      ),
    ).toEqual(["loyalty", "pages.home"]);
    expect(pageTextNames([undefined, { layout: "empty" }], false)).toEqual([]);
  });

  it("names all of them under a URL modal: a dialog may show any page's texts", () => {
    expect(pageTextNames([{ texts: ["pages.home"] }], true)).toBeNull();
  });
});

describe("contentScript", () => {
  it("assigns the locale and the server's JSON to one global", () => {
    const script = contentScript("pt-br", '{"layout":{"a":"\\u003c/script>"}}');
    const window: Record<string, unknown> = {};
    new Function("window", script)(window);
    expect(window["__sevensContent"]).toEqual({
      locale: "pt-br",
      resources: { layout: { a: "</script>" } },
    });
  });

  it("says which on-demand texts it carries when it carries part of them", () => {
    const window: Record<string, unknown> = {};
    new Function("window", contentScript("en", '{"layout":{}}', ["pages.home"]))(window);
    expect(window["__sevensContent"]).toEqual({
      locale: "en",
      resources: { layout: {} },
      texts: ["pages.home"],
    });
  });
});

describe("createI18n", () => {
  it("writes interpolated numbers in the language's digits", () => {
    const i18n = createI18n("fa", { layout: { online: "آنلاین: {{count}}" } });
    expect(i18n.t("online", { count: 1234 })).toBe("آنلاین: ۱٬۲۳۴");
    expect(createI18n("de", { layout: { online: "{{count}}" } }).t("online", { count: 1234 })).toBe(
      "1.234",
    );
  });

  it("uses the plural rules of the language behind the prefix: se is Swedish", () => {
    // Northern Sami (BCP 47 "se") has a "two" form; Swedish has one and other only.
    const i18n = createI18n("se", {
      layout: { games_one: "{{count}} spel", games_other: "{{count}} spel totalt" },
    });
    expect(i18n.language).toBe("sv");
    expect(i18n.t("games", { count: 2 })).toBe("2 spel totalt");
    expect(i18n.t("games", { count: 1 })).toBe("1 spel");
  });

  it("picks Russian's few and many forms by count", () => {
    const i18n = createI18n("ru", {
      layout: {
        games_one: "{{count}} игра",
        games_few: "{{count}} игры",
        games_many: "{{count}} игр",
        games_other: "{{count}} игры",
      },
    });
    expect([1, 3, 5, 21].map((count) => i18n.t("games", { count }))).toEqual([
      "1 игра",
      "3 игры",
      "5 игр",
      "21 игра",
    ]);
  });
});
