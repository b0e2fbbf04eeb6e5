import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { openSignedIn, registerPlayer } from "./support/journey.ts";

/**
 * Identity verification (issue 13): a player uploads a document (checked by its bytes), then
 * verifies online through the sandbox provider's applicant page, whose signed webhook turns the
 * profile's status to Verified.
 */

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe("identity verification journey", () => {
  it("uploads a document, refuses a fake one, and verifies through the provider", async () => {
    const auth = await registerPlayer(baseUrl, { currency: "EUR", prefix: "kyc" });
    const { context, page } = await openSignedIn(browser, baseUrl, auth, "/profile/info", {
      width: 390,
      height: 844,
    });
    try {
      const card = page.getByTestId("identity-verification");
      await card.getByText("Not verified").waitFor();
      const file = card.getByLabel(/^File/);
      await file.setInputFiles({ name: "passport.png", mimeType: "image/png", buffer: PNG });
      await card.getByRole("button", { name: "Upload" }).click();
      await card.getByText("Waiting for review").waitFor();
      await card.getByText("Under review").waitFor();

      await file.setInputFiles({
        name: "photo.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from("MZ not a photo at all"),
      });
      await card.getByRole("button", { name: "Upload" }).click();
      await card.getByText(/this file is none of them/).waitFor();

      const popup = context.waitForEvent("page");
      await card.getByRole("button", { name: "Verify my identity online" }).click();
      const provider = await popup;
      await provider.waitForURL(/\/sandbox\/kyc\?token=/);
      await provider.getByRole("button", { name: "Approve (GREEN)" }).click();
      await provider.getByText(/Review sent/).waitFor();
      await provider.close();

      await page.reload();
      await expect.poll(() => card.getByTestId("kyc-status").textContent()).toBe("Verified");
    } finally {
      await context.close();
    }
  });
});
