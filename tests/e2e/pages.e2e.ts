import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { openSignedIn, openWatched, registerPlayer, waitForHydration } from "./support/journey.ts";

/**
 * The pages of issue 11 that answer a player's questions: a policy from the content store, the
 * FAQ with its search and the guard between list and question, and the contact form whose
 * confirmation reaches the sandbox mailbox.
 */

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface MailboxMessage {
  to: string;
  subject: string | null;
  text: string;
}

async function mailbox(to: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${baseUrl}/sandbox/mailbox.json?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { data: MailboxMessage[] }).data;
}

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe("help pages journey", () => {
  it("reads a policy, searches the FAQ, opens a question, and meets the 404 of an unknown one", async () => {
    const { page, context, problems } = await openWatched(browser, { width: 390, height: 844 });
    try {
      await page.goto(`${baseUrl}/static/terms-and-conditions`);
      await waitForHydration(page);
      await page.getByRole("heading", { level: 1, name: "Terms and conditions" }).waitFor();
      // The sections, folded under the title on a phone.
      const sections = page.getByRole("navigation", { name: "On this page" }).first();
      await sections.getByText("On this page").click();
      await sections.getByRole("link", { name: "Withdrawals", exact: true }).click();
      await expect.poll(() => new URL(page.url()).hash).toBe("#withdrawals");
      await page.getByRole("heading", { level: 2, name: "Withdrawals" }).waitFor();
      expect(await scrollsSideways(page)).toBe(false);

      // From the footer to the FAQ, then a search.
      await page.getByRole("contentinfo").getByRole("link", { name: "Questions" }).click();
      await page.getByRole("heading", { level: 1, name: "Questions and answers" }).waitFor();
      await page.getByRole("heading", { level: 2, name: "Withdrawals" }).waitFor();
      await page.getByRole("searchbox", { name: "Search the questions" }).fill("withdraw");
      await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("withdraw");
      const results = page.getByRole("heading", { name: /questions? found/ });
      await results.waitFor();
      await page.getByRole("link", { name: /How do I withdraw\?/ }).click();
      await page.waitForURL(/\/questions\/how-to-withdraw$/);
      await page.getByRole("heading", { level: 1, name: "How do I withdraw?" }).waitFor();
      // A link inside the answer stays in the app.
      await page.getByRole("link", { name: "your wallet history" }).first().waitFor();
      await page.getByRole("heading", { name: "More about Withdrawals" }).waitFor();
      expect(await scrollsSideways(page)).toBe(false);

      // A search with no answer offers the contact form.
      await page.goto(`${baseUrl}/questions?q=zebra%20crossing`);
      await waitForHydration(page);
      await page.getByText("No question matches your search").waitFor();
      await expect
        .poll(() => page.getByRole("searchbox", { name: "Search the questions" }).inputValue())
        .toBe("zebra crossing");

      const missing = await page.goto(`${baseUrl}/questions/no-such-question`);
      expect(missing?.status()).toBe(404);
      await page.getByText("Page Not Found: /questions/no-such-question").waitFor();
      const missingPage = await page.goto(`${baseUrl}/static/no-such-page`);
      expect(missingPage?.status()).toBe(404);
      expect(problems.filter((problem) => !problem.includes("404"))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("sends the contact form: field errors first, then a confirmation in the mailbox", async () => {
    const auth = await registerPlayer(baseUrl, { prefix: "contact" });
    const email = auth.profile.email ?? "";
    const { page, context, problems } = await openSignedIn(browser, baseUrl, auth, "/contact", {
      width: 1280,
      height: 900,
    });
    try {
      const form = page.locator("form", {
        has: page.getByRole("button", { name: "Send message" }),
      });
      // A signed-in player's e-mail is filled in.
      await expect.poll(() => form.getByLabel("E-mail for our answer").inputValue()).toBe(email);
      await form.getByRole("button", { name: "Send message" }).click();
      await form.getByText("Fill in this field").first().waitFor();
      expect(await form.getByLabel("Subject").getAttribute("aria-invalid")).toBe("true");

      await form.getByLabel("Your name").fill("Grace Hopper");
      await form.getByLabel("Subject").fill("Where is my withdrawal?");
      await form.getByLabel("Message").fill("short");
      await form.getByRole("button", { name: "Send message" }).click();
      await form.getByText("Use at least 10 characters").waitFor();
      await form
        .getByLabel("Message")
        .fill("I asked for a withdrawal this morning and it is still pending.");
      await form.getByRole("button", { name: "Send message" }).click();

      await page.getByRole("heading", { name: "Message sent" }).waitFor();
      await page.getByText(`We sent a confirmation to ${email}.`).waitFor();
      await expect
        .poll(async () => (await mailbox(email)).map((message) => message.subject))
        .toContain("We received your message: Where is my withdrawal?");
      await expect
        .poll(async () =>
          (await mailbox("support@sevens.local")).some(
            (message) =>
              message.subject === "[Contact] Where is my withdrawal?" &&
              message.text.includes(`Grace Hopper <${email}>`),
          ),
        )
        .toBe(true);
      expect(await scrollsSideways(page)).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
