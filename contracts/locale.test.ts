import { describe, expect, it } from "vitest";
import { localeTag, prefixOfTag } from "./locale.ts";
import { localeCodes } from "./settings.ts";

describe("localeTag", () => {
  it("maps the SPEC's se prefix to Swedish, not Northern Sami", () => {
    expect(localeTag("se")).toBe("sv");
    expect(
      new Intl.DateTimeFormat(localeTag("se"), { month: "long" }).format(new Date(2026, 0, 5)),
    ).toBe("januari");
  });

  it("writes regions in upper case", () => {
    expect(localeTag("en-ca")).toBe("en-CA");
    expect(localeTag("es-mx")).toBe("es-MX");
    expect(localeTag("pt-br")).toBe("pt-BR");
    expect(localeTag("de")).toBe("de");
  });

  it("gives every product locale a tag Intl supports as it is", () => {
    for (const code of localeCodes) {
      const tag = localeTag(code);
      expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
    }
  });

  it("finds the prefix of a tag back", () => {
    expect(prefixOfTag("sv", localeCodes)).toBe("se");
    expect(prefixOfTag("pt-BR", localeCodes)).toBe("pt-br");
    expect(prefixOfTag("pt-br", localeCodes)).toBe("pt-br");
    expect(prefixOfTag("se", localeCodes)).toBeUndefined();
  });
});
