import { escapeHtml } from "../../providers/mail/html.ts";
import type { SandboxMessage } from "../../providers/mail/mailbox.ts";

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Escapes text and turns its http(s) addresses into links (nothing else becomes markup). */
export function linkify(text: string): string {
  let html = "";
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(/[.,;:!?)]+$/, "");
    const start = match.index;
    html += escapeHtml(text.slice(last, start));
    const href = escapeHtml(url);
    html += `<a href="${href}" rel="noreferrer">${href}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f6f7f9;color:#111}
h1{font-size:20px;margin:0 0 4px}
p.hint{margin:0 0 16px;color:#555;font-size:14px}
form{margin:0 0 16px;display:flex;gap:8px}
input{padding:6px 8px;min-width:280px}
article{background:#fff;border:1px solid #dde1e6;border-radius:8px;padding:12px 16px;margin:0 0 12px}
header{display:flex;flex-wrap:wrap;gap:12px;align-items:baseline;font-size:14px;color:#555}
header strong{color:#111;font-size:15px}
.channel{font-size:12px;text-transform:uppercase;background:#e8eefc;border-radius:4px;padding:1px 6px}
pre{white-space:pre-wrap;word-break:break-word;font:14px/1.5 ui-monospace,monospace;margin:8px 0 0}
`;

/**
 * The developer mailbox: newest messages first, every value escaped, links clickable. No
 * scripts; the one style element carries the response's CSP nonce when there is one.
 */
export function renderMailboxPage(
  messages: readonly SandboxMessage[],
  options: { to?: string; styleNonce?: string },
): string {
  const nonce = options.styleNonce ? ` nonce="${escapeHtml(options.styleNonce)}"` : "";
  const items = messages.map((message) => {
    const html = message.html
      ? ` · <a href="/sandbox/mailbox/${encodeURIComponent(message.id)}.html">HTML version</a>`
      : "";
    return (
      `<article id="message-${escapeHtml(message.id)}"><header>` +
      `<span class="channel">${escapeHtml(message.channel)}</span>` +
      `<strong>${escapeHtml(message.subject ?? "(SMS)")}</strong>` +
      `<span>to <a href="/sandbox/mailbox?to=${encodeURIComponent(message.to)}">` +
      `${escapeHtml(message.to)}</a></span>` +
      `<time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(message.createdAt)}</time>` +
      `${html}</header><pre>${linkify(message.text)}</pre></article>`
    );
  });
  const filter = options.to
    ? ` for ${escapeHtml(options.to)} · <a href="/sandbox/mailbox">all</a>`
    : "";
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex">` +
    `<title>Sandbox mailbox · Sevens</title><style${nonce}>${STYLE}</style></head><body>` +
    `<h1>Sandbox mailbox</h1>` +
    `<p class="hint">E-mails and SMS the sandbox adapters kept instead of sending: the newest ` +
    `${messages.length}${filter}. <a href="">Refresh</a></p>` +
    `<form method="get" action="/sandbox/mailbox"><input name="to" type="text" ` +
    `placeholder="Recipient (e-mail or +phone)" value="${escapeHtml(options.to ?? "")}">` +
    `<button type="submit">Filter</button></form>` +
    (items.length > 0 ? items.join("") : `<p>No messages yet.</p>`) +
    `</body></html>`
  );
}
