import { describe, expect, it } from "vitest";
import { CATALOGUE_COMPLETE_LOCALES } from "../../contracts/content.ts";
import { compareWithEnglish, placeholders, pluralForms } from "./catalogues.ts";
import { checkCatalogue, formatProblems } from "./check.ts";
import { keyIndex, scanSource } from "./source-texts.ts";

describe("the content catalogue of this repository", () => {
  it("holds every player-facing text of the code, complete in every complete locale", () => {
    const problems = formatProblems(checkCatalogue(process.cwd()));
    expect(problems).toEqual([]);
  });

  it("starts from English", () => {
    expect(CATALOGUE_COMPLETE_LOCALES).toContain("en");
  });
});

const flat = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe("a locale's catalogue against English", () => {
  const english = flat({
    "wallet.title": "Wallet",
    "wallet.balance": "Balance: {{amount}} {{currency}}",
    "games.found_one": "{{count}} game found",
    "games.found_other": "{{count}} games found",
  });

  it("passes a complete German catalogue", () => {
    const german = flat({
      "wallet.title": "Geldbörse",
      "wallet.balance": "Guthaben: {{amount}} {{currency}}",
      "games.found_one": "{{count}} Spiel gefunden",
      "games.found_other": "{{count}} Spiele gefunden",
    });
    expect(compareWithEnglish("de", "layout", english, german)).toEqual([]);
  });

  it("names a missing key and a placeholder that differs", () => {
    const german = flat({
      "wallet.balance": "Guthaben: {{betrag}} {{currency}}",
      "games.found_one": "{{count}} Spiel gefunden",
      "games.found_other": "{{count}} Spiele gefunden",
    });
    expect(compareWithEnglish("de", "layout", english, german)).toEqual([
      { locale: "de", dir: "layout", key: "wallet.title", problem: "missing" },
      {
        locale: "de",
        dir: "layout",
        key: "wallet.balance",
        problem: "placeholders betrag, currency where English has amount, currency",
      },
    ]);
  });

  it("asks Russian, Polish and Czech for one, few, many and other", () => {
    for (const locale of ["ru", "pl", "cs"]) {
      expect([...pluralForms(locale)].sort()).toEqual(["few", "many", "one", "other"]);
      const twoForms = flat({
        "wallet.title": "x",
        "wallet.balance": "{{amount}} {{currency}}",
        "games.found_one": "{{count}} x",
        "games.found_other": "{{count}} x",
      });
      expect(compareWithEnglish(locale, "layout", english, twoForms)).toEqual([
        { locale, dir: "layout", key: "games.found", problem: "plural forms missing: few, many" },
      ]);
    }
  });

  it("takes Swedish plural rules for the se prefix, and lets a form drop its count", () => {
    const swedish = flat({
      "wallet.title": "Plånbok",
      "wallet.balance": "Saldo: {{amount}} {{currency}}",
      "games.found_one": "ett spel hittat",
      "games.found_other": "{{count}} spel hittade",
    });
    expect(compareWithEnglish("se", "layout", english, swedish)).toEqual([]);
  });

  it("finds English plural groups without their singular", () => {
    expect(
      compareWithEnglish("en", "layout", flat({ "a.b_other": "{{count}} b" }), new Map()),
    ).toEqual([{ locale: "en", dir: "layout", key: "a.b", problem: "plural forms missing: one" }]);
  });

  it("reads placeholders with formats and spaces", () => {
    expect([...placeholders("{{ count }} of {{max, number}} · $t(other)")]).toEqual([
      "count",
      "max",
    ]);
  });
});

describe("player-facing text in code", () => {
  const index = keyIndex(
    new Map([
      [
        "layout",
        flat({ "header.title": "Sevens", "games.found_one": "1", "games.found_other": "n" }),
      ],
      ["modals", flat({ "sign-in.title": "Sign in", "sign-in.kinds.email": "E-mail" })],
      ["alerts", flat({ "general.oops.title": "Oops" })],
    ]),
  );
  const scan = (code: string) => scanSource("x.tsx", code, index).map((problem) => problem.problem);

  it("refuses words in JSX text, in text attributes and in shown literals", () => {
    expect(
      scan(
        `const A = () => <div aria-label="Close the dialog" title="Back">Hello there{ok ? "Yes" : "—"}</div>;`,
      ),
    ).toEqual([
      'text in JSX attribute aria-label: "Close the dialog"',
      'text in JSX attribute title: "Back"',
      'text in JSX: "Hello there"',
      'text in JSX: "Yes"',
    ]);
  });

  it("lets class names, roles, ids, test ids, variants, symbols and the brand through", () => {
    expect(
      scan(
        `const A = () => <section role="alert" id="hero-title" className="flex items-center gap-2" data-testid="wallet" variant="primary" autoComplete="one-time-code"><Icon />{"×"} · Sevens {count}</section>;`,
      ),
    ).toEqual([]);
  });

  it("finds keys in the namespace of their useTranslation, and misspelt ones", () => {
    expect(
      scan(`function A() {
        const { t } = useTranslation("modals");
        const { t: tl } = useTranslation("layout");
        return <p>{t("sign-in.title")}{tl("header.title")}{t("sign-in.titel")}{t("layout:header.title")}</p>;
      }`),
    ).toEqual(['key "sign-in.titel" is not in the catalogue (modals)']);
  });

  it("checks the fixed parts of template keys", () => {
    expect(
      scan(`function A() {
        const { t } = useTranslation("modals");
        return <p>{t(\`sign-in.kinds.\${kind}\`)}{t(\`sign-in.sorts.\${kind}\`)}</p>;
      }`),
    ).toEqual(["no catalogue key matches `sign-in.sorts.${kind}` (modals)"]);
  });

  it("refuses English fallbacks, from literals or text tables, and takes data fallbacks", () => {
    expect(
      scan(`function A() {
        const { t } = useTranslation("modals");
        t("sign-in.title", { defaultValue: "Sign in" });
        t(\`sign-in.kinds.\${kind}\`, { defaultValue: KIND_TEXT[kind] });
        t(\`sign-in.kinds.\${kind}\`, { defaultValue: feature.name });
        const notice = { key: "sign-in.title", defaultValue: "Sign in" };
        showAlert({ type: "error", title: "general.oops.title", titleDefault: feature.name });
      }`),
    ).toEqual([
      'English fallback "defaultValue" in code: the catalogue is the one copy',
      'English fallback "defaultValue" in code: the catalogue is the one copy',
      'English fallback "defaultValue" in code: the catalogue is the one copy',
      'English fallback "titleDefault" in code: the catalogue is the one copy',
    ]);
  });

  it("asks for plural forms where a key is used with count, and alert keys in alerts", () => {
    expect(
      scan(`function A() {
        const { t } = useTranslation("layout");
        t("games.found", { count: 2 });
        t("header.title", { count: 2 });
        showAlert({ type: "error", title: "general.oops.title", description: "general.gone" });
      }`),
    ).toEqual([
      'key "header.title" is used with count: give it plural forms (header.title_one…)',
      'key "general.gone" is not in the catalogue (alerts)',
    ]);
  });
});
