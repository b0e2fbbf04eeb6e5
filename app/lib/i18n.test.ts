import { describe, expect, it } from "vitest";
import { FORM_CONTENT_DIRS, PAGE_CONTENT_DIRS, contentScript, pageContentDirs } from "./i18n.ts";

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
});
