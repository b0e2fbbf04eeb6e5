import { describe, expect, it } from "vitest";
import { sandboxPagesEnabled } from "../../config.ts";
import { linkify, renderMailboxPage } from "./page.ts";

describe("linkify", () => {
  it("escapes text and links only http(s) addresses", () => {
    expect(linkify("Go to https://a.test/x?y=1&z=2. <b>now</b>")).toBe(
      'Go to <a href="https://a.test/x?y=1&amp;z=2" rel="noreferrer">https://a.test/x?y=1&amp;z=2</a>' +
        ". &lt;b&gt;now&lt;/b&gt;",
    );
    expect(linkify("javascript:alert(1) and data:text/html,<x>")).toBe(
      "javascript:alert(1) and data:text/html,&lt;x&gt;",
    );
    expect(linkify('see http://a.test/"onmouseover="x')).toBe(
      'see <a href="http://a.test/" rel="noreferrer">http://a.test/</a>&quot;onmouseover=&quot;x',
    );
  });
});

describe("renderMailboxPage", () => {
  it("has no script and carries the style nonce", () => {
    const page = renderMailboxPage(
      [
        {
          id: "1",
          channel: "sms",
          to: "+4915112345678",
          subject: null,
          text: "Sevens code: 123456",
          html: null,
          createdAt: "2025-01-01T00:00:00.000Z",
        },
      ],
      { styleNonce: 'abc"def' },
    );
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain('<style nonce="abc&quot;def">');
    expect(page).toContain("Sevens code: 123456");
    expect(page).toContain('href="/sandbox/mailbox?to=%2B4915112345678"');
  });
});

describe("sandboxPagesEnabled", () => {
  it("is on by default, off in production unless told, and SANDBOX_PAGES decides", () => {
    expect(sandboxPagesEnabled({ NODE_ENV: "development" })).toBe(true);
    expect(sandboxPagesEnabled({ NODE_ENV: "test" })).toBe(true);
    expect(sandboxPagesEnabled({ NODE_ENV: "production" })).toBe(false);
    expect(sandboxPagesEnabled({ NODE_ENV: "development", SANDBOX_PAGES: "false" })).toBe(false);
    expect(sandboxPagesEnabled({ NODE_ENV: "production", SANDBOX_PAGES: "1" })).toBe(true);
  });
});
