import type { ContentTree } from "../../../../contracts/content.ts";
import type { MailMessage } from "../../../providers/mail/mail.ts";
import { escapeHtml } from "../../../providers/mail/html.ts";
import { catalogueText, interpolate } from "../validation/messages.ts";

/** The messages players receive; texts live in content/<locale>/global-components.json `mail.*`. */
export const messageTemplates = ["verifyEmail", "passwordReset", "otp", "newSignIn"] as const;
export type MessageTemplate = (typeof messageTemplates)[number];

export interface TemplateParams {
  /** The link of verifyEmail and passwordReset. */
  link?: string;
  /** The digits of otp. */
  code?: string;
  /** Validity, for the expiry sentence. */
  minutes: number;
  /** newSignIn: where and when (device, ip, time). */
  details?: Record<string, string>;
}

/** The e-mail of a template in the language of `tree` (a global-components catalogue). */
export function renderEmail(
  template: MessageTemplate,
  tree: ContentTree,
  params: TemplateParams,
): Omit<MailMessage, "to"> {
  const values = {
    ...params.details,
    code: params.code,
    minutes: params.minutes,
    hours: Math.round(params.minutes / 60),
  };
  const t = (key: string) => interpolate(catalogueText(tree, `mail.${template}.${key}`), values);
  const signature = catalogueText(tree, "mail.signature");
  const subject = t("subject");
  const intro = t("intro");
  const expiry = t("expiry");
  const ignore = t("ignore");

  const textLines = [intro, ""];
  const htmlParts = [`<p>${escapeHtml(intro)}</p>`];
  if (params.link) {
    const action = t("action");
    textLines.push(`${action}: ${params.link}`);
    const href = escapeHtml(params.link);
    htmlParts.push(
      `<p><a href="${href}" style="display:inline-block;padding:12px 20px;background:#16a34a;` +
        `color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600">` +
        `${escapeHtml(action)}</a></p>`,
      `<p style="font-size:13px;color:#555555">${escapeHtml(catalogueText(tree, "mail.linkHint"))}<br>` +
        `<a href="${href}">${href}</a></p>`,
    );
  }
  if (params.code) {
    textLines.push(params.code);
    htmlParts.push(
      `<p style="font-size:28px;letter-spacing:6px;font-weight:700">${escapeHtml(params.code)}</p>`,
    );
  }
  textLines.push("", expiry, ignore, "", signature);
  htmlParts.push(
    `<p>${escapeHtml(expiry)}</p>`,
    `<p style="color:#555555">${escapeHtml(ignore)}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
  );
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title>` +
    `</head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#111111">` +
    `${htmlParts.join("")}</body></html>`;
  return { subject, text: textLines.join("\n"), html };
}

/** The SMS text of a one-time code. */
export function renderSms(tree: ContentTree, params: TemplateParams): string {
  return interpolate(catalogueText(tree, "mail.otp.sms"), {
    code: params.code,
    minutes: params.minutes,
  });
}
