import { describe, expect, it } from "vitest";
import type { ContentTree } from "../../../../contracts/content.ts";
import en from "../../../../content/en/global-components.json" with { type: "json" };
import { renderEmail, renderSms } from "./templates.ts";

const tree = en as ContentTree;

describe("message templates", () => {
  it("render the verification mail as text and escaped HTML", () => {
    const link = "http://sevens.test/verify/abc?x=1&y=2";
    const mail = renderEmail("verifyEmail", tree, { link, minutes: 24 * 60 });
    expect(mail.subject).toBe("Confirm your e-mail address");
    expect(mail.text).toContain(`Confirm e-mail: ${link}`);
    expect(mail.text).toContain("The link is valid for 24 hours.");
    expect(mail.html).toContain('href="http://sevens.test/verify/abc?x=1&amp;y=2"');
    expect(mail.html).not.toContain("&y=");
  });

  it("render a code mail and SMS with the code and its validity", () => {
    const mail = renderEmail("otp", tree, { code: "012345", minutes: 5 });
    expect(mail.subject).toBe("Your Sevens code: 012345");
    expect(mail.text).toContain("012345");
    expect(mail.text).toContain("valid for 5 minutes");
    expect(renderSms(tree, { code: "012345", minutes: 5 })).toBe(
      "Sevens code: 012345. Valid for 5 min. Never share it.",
    );
  });

  it("use the translated texts of another catalogue, escaping them in HTML", () => {
    const translated: ContentTree = {
      mail: { passwordReset: { subject: "Passwort <zurücksetzen>", intro: "A & B" } },
    };
    const mail = renderEmail("passwordReset", translated, { link: "http://x/p/1", minutes: 60 });
    expect(mail.subject).toBe("Passwort <zurücksetzen>");
    expect(mail.html).toContain("<title>Passwort &lt;zurücksetzen&gt;</title>");
    expect(mail.html).toContain("<p>A &amp; B</p>");
  });
});
