import { describe, expect, it } from "vitest";
import { alertParts, localTarget, withLinkMarkers } from "./alert-links.ts";

describe("alert links", () => {
  it("turns an address into a link with words", () => {
    const params = { walletUrl: "https://sevens.test/?wallet=deposit", name: "Ann" };
    const marked = withLinkMarkers(params);
    expect(marked).toEqual({ walletUrl: "[[walletUrl]]", name: "Ann" });
    const text = `Your account is ready. Make a deposit to start playing: ${marked.walletUrl}`;
    expect(alertParts(text, params)).toEqual([
      { text: "Your account is ready. Make a deposit to start playing." },
      { link: "walletUrl", href: "https://sevens.test/?wallet=deposit" },
    ]);
  });

  it("leaves texts without addresses alone", () => {
    expect(alertParts("Deposit successful", {})).toEqual([{ text: "Deposit successful" }]);
  });

  it("routes same-site links inside the app", () => {
    expect(localTarget("https://sevens.test/?wallet=deposit", "https://sevens.test")).toBe(
      "/?wallet=deposit",
    );
    expect(localTarget("https://t.me/sevens_support", "https://sevens.test")).toBeNull();
  });
});
