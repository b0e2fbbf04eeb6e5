import type { ContentTree } from "../../../contracts/content.ts";
import type { MailMessage } from "../../providers/mail/mail.ts";
import { escapeHtml } from "../../providers/mail/html.ts";
import { catalogueText, interpolate } from "../player/validation/messages.ts";

/** A message of the contact form as the mails show it. */
export interface ContactMail {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: string;
  playerId: string | null;
  ip: string;
  createdAt: string;
}

const page = (title: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#111111">${body}</body></html>`;

const quote = (text: string) =>
  `<blockquote style="margin:12px 0;padding:8px 12px;border-left:3px solid #7c3aed;white-space:pre-wrap">${escapeHtml(text)}</blockquote>`;

/** To the support address: who wrote, from where, and the message. English: it is for staff. */
export function supportMail(contact: ContactMail): Omit<MailMessage, "to"> {
  const subject = `[Contact] ${contact.subject}`;
  const facts: [string, string][] = [
    ["From", `${contact.name} <${contact.email}>`],
    ["Player", contact.playerId ?? "guest (not signed in)"],
    ["Language", contact.locale],
    ["IP", contact.ip],
    ["Received", `${contact.createdAt.slice(0, 16).replace("T", " ")} UTC`],
    ["Reference", contact.id],
  ];
  const text = [
    ...facts.map(([label, value]) => `${label}: ${value}`),
    "",
    `Subject: ${contact.subject}`,
    "",
    contact.message,
  ].join("\n");
  const html = page(
    subject,
    `<table style="border-collapse:collapse">${facts
      .map(
        ([label, value]) =>
          `<tr><td style="padding:2px 12px 2px 0;color:#555555">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`,
      )
      .join(
        "",
      )}</table><h2 style="font-size:17px">${escapeHtml(contact.subject)}</h2>${quote(contact.message)}`,
  );
  return { subject, text, html };
}

/** To the sender, in their language (`mail.contactReceived.*` of global-components). */
export function confirmationMail(contact: ContactMail, tree: ContentTree): Omit<MailMessage, "to"> {
  const values = {
    name: contact.name,
    subject: contact.subject,
    reference: contact.id.slice(0, 8),
  };
  const t = (key: string) =>
    interpolate(catalogueText(tree, `mail.contactReceived.${key}`), values);
  const subject = t("subject");
  const greeting = t("greeting");
  const intro = t("intro");
  const yours = t("yours");
  const ignore = t("ignore");
  const signature = catalogueText(tree, "mail.signature");
  const text = [
    greeting,
    intro,
    "",
    yours,
    contact.subject,
    "",
    contact.message,
    "",
    ignore,
    "",
    signature,
  ].join("\n");
  const html = page(
    subject,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(yours)}</p>` +
      `<p><strong>${escapeHtml(contact.subject)}</strong></p>${quote(contact.message)}` +
      `<p style="color:#555555">${escapeHtml(ignore)}</p><p>${escapeHtml(signature)}</p>`,
  );
  return { subject, text, html };
}
