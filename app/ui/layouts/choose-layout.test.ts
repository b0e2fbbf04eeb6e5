import { describe, expect, it } from "vitest";
import { chooseLayout, isFramePage, isOpenInRestrictedCountry } from "./choose-layout.ts";

describe("chooseLayout", () => {
  it("uses the default layout when nothing asks otherwise", () => {
    expect(chooseLayout(false, [undefined, {}, { colorMode: "dark" }])).toBe("default");
  });

  it("gives a route's empty layout", () => {
    expect(chooseLayout(false, [undefined, { layout: "empty" }])).toBe("empty");
  });

  it("lets the deepest route decide", () => {
    expect(chooseLayout(false, [{ layout: "empty" }, { layout: "default" }])).toBe("default");
  });

  it("always picks geo-restricted for a restricted country", () => {
    expect(chooseLayout(true, [{ layout: "empty" }])).toBe("geo-restricted");
  });

  it("ignores unknown layout names", () => {
    expect(chooseLayout(false, [{ layout: "fancy" }])).toBe("default");
  });
});

describe("isOpenInRestrictedCountry", () => {
  it("keeps help and legal pages readable", () => {
    expect(isOpenInRestrictedCountry("/support")).toBe(true);
    expect(isOpenInRestrictedCountry("/static/terms-and-conditions")).toBe(true);
    expect(isOpenInRestrictedCountry("/questions/deposits")).toBe(true);
  });

  it("closes the casino", () => {
    expect(isOpenInRestrictedCountry("/")).toBe(false);
    expect(isOpenInRestrictedCountry("/games")).toBe(false);
    expect(isOpenInRestrictedCountry("/supporter")).toBe(false);
  });
});

describe("isFramePage", () => {
  it("knows the studio's framed page by its handle, and nothing else", () => {
    expect(isFramePage([undefined, { layout: "empty", isFrame: true }])).toBe(true);
    expect(isFramePage([undefined, { layout: "empty" }, { isFrame: "yes" }])).toBe(false);
    expect(isFramePage([])).toBe(false);
  });
});
