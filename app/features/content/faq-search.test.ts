import { describe, expect, it } from "vitest";
import type { QuestionSummary } from "../../../contracts/content-pages.ts";
import { normalizeForSearch, queryTerms, searchQuestions } from "./faq-search.ts";

const question = (
  identity: string,
  title: string,
  text: string,
  group: QuestionSummary["group"] = "account",
): QuestionSummary => ({ identity, title, text, group, position: 0 });

const FAQ: QuestionSummary[] = [
  question(
    "forgot-password",
    "I forgot my password",
    "Choose Sign in, then Forgot password, and enter your e-mail address.",
  ),
  question(
    "how-to-withdraw",
    "How do I withdraw?",
    "Open the wallet, choose Withdraw, pick a method and enter the amount.",
    "withdrawals",
  ),
  question(
    "withdrawal-verification",
    "Why am I asked to verify my identity before withdrawing?",
    "The law requires us to know who we pay.",
    "withdrawals",
  ),
  question(
    "crypto-deposit",
    "How do crypto deposits work?",
    "You get a deposit address and a QR code that are yours for that coin. Withdrawals of crypto arrive after confirmations.",
    "deposits",
  ),
  question("cafe", "Café rules", "Naïve players ask about the café.", "games"),
];

const identities = (query: string) =>
  searchQuestions(FAQ, query).map((match) => match.question.identity);

describe("FAQ search", () => {
  it("lists every question, in order, for an empty or blank query", () => {
    expect(identities("")).toEqual(FAQ.map((entry) => entry.identity));
    expect(identities("   ?! ")).toEqual(FAQ.map((entry) => entry.identity));
  });

  it("finds words by their beginning: withdraw finds withdrawals and withdrawing", () => {
    expect(identities("withdraw")).toEqual([
      "how-to-withdraw",
      "withdrawal-verification",
      "crypto-deposit",
    ]);
  });

  it("ranks a match in the question above a match only in the answer", () => {
    expect(identities("crypto")[0]).toBe("crypto-deposit");
    expect(identities("withdrawals")).toEqual(["crypto-deposit"]);
  });

  it("needs every word of the query somewhere in the question or answer", () => {
    expect(identities("forgot password")).toEqual(["forgot-password"]);
    expect(identities("forgot crypto")).toEqual([]);
  });

  it("does not match inside words", () => {
    // "raw" is inside "withdraw" but starts no word.
    expect(identities("raw")).toEqual([]);
  });

  it("ignores case, accents and punctuation", () => {
    expect(identities("CAFE")).toEqual(["cafe"]);
    expect(identities("naive")).toEqual(["cafe"]);
    expect(identities("e-mail")).toEqual(["forgot-password"]);
    expect(normalizeForSearch("Don’t  STOP!")).toBe("dont stop");
    expect(queryTerms("pay pay PAY")).toEqual(["pay"]);
  });

  it("puts the whole phrase in a question first", () => {
    const faq = [
      question("a", "Deposit limits and crypto", "Set a limit for a crypto deposit."),
      question("b", "Crypto deposit", "How to send coins."),
    ];
    expect(searchQuestions(faq, "crypto deposit").map((match) => match.question.identity)).toEqual([
      "b",
      "a",
    ]);
  });

  it("shows the part of a long answer where the word was found", () => {
    const long = question(
      "long",
      "A long answer",
      `${"Words that say nothing in particular. ".repeat(8)}The withdrawal needs your identity. ${"More words. ".repeat(10)}`,
    );
    const [match] = searchQuestions([long], "identity");
    expect(match?.excerpt).toContain("identity");
    expect(match?.excerpt.startsWith("…")).toBe(true);
    expect(match?.excerpt.length).toBeLessThanOrEqual(165);
  });
});
