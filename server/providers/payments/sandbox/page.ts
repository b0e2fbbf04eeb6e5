import { formatMinor } from "../../../../contracts/money.ts";
import { escapeHtml } from "../../mail/html.ts";
import type { SandboxSession } from "./provider.ts";

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f3f4f8;color:#111}
main{max-width:440px;margin:40px auto;background:#fff;border:1px solid #dde1e6;border-radius:12px;padding:24px}
h1{font-size:20px;margin:0 0 4px}
p{color:#444;font-size:14px}
.badge{display:inline-block;font-size:12px;text-transform:uppercase;background:#fde68a;border-radius:4px;padding:2px 6px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:16px 0;font-size:15px}
dt{color:#666}dd{margin:0;font-weight:600;word-break:break-all}
.actions{display:flex;gap:12px;margin-top:20px}
form{margin:0}
button{font:inherit;padding:10px 18px;border-radius:8px;border:1px solid #999;background:#fff;cursor:pointer}
button.approve{background:#15803d;border-color:#15803d;color:#fff}
button.decline{background:#fff;border-color:#b91c1c;color:#b91c1c}
table{border-collapse:collapse;width:100%;background:#fff;font-size:14px}
td,th{border:1px solid #dde1e6;padding:6px 8px;text-align:left}
td form{display:inline}
.wide{max-width:1100px}
`;

function document(title: string, body: string, styleNonce: string | undefined): string {
  const nonce = styleNonce ? ` nonce="${escapeHtml(styleNonce)}"` : "";
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title><style${nonce}>${STYLE}</style></head>` +
    `<body>${body}</body></html>`
  );
}

function amountText(session: SandboxSession, subunitToUnit: bigint): string {
  return `${formatMinor(session.amount, subunitToUnit)} ${session.currency}`;
}

/**
 * The hosted checkout of a sandbox card or e-wallet payment: what is paid, and Approve / Decline
 * as plain forms (no scripts; every value escaped).
 */
export function renderCheckoutPage(
  session: SandboxSession,
  options: { methodName: string; subunitToUnit: bigint; styleNonce?: string },
): string {
  const id = encodeURIComponent(session.id);
  const done = session.status !== "pending";
  const actions = done
    ? `<p>This payment is already <strong>${escapeHtml(session.status)}</strong>.</p>`
    : `<div class="actions">` +
      `<form method="post" action="/sandbox/payments/checkout/${id}/approve">` +
      `<button class="approve" type="submit">Approve payment</button></form>` +
      `<form method="post" action="/sandbox/payments/checkout/${id}/decline">` +
      `<button class="decline" type="submit">Decline</button></form></div>`;
  return document(
    "Sandbox checkout · Sevens",
    `<main><span class="badge">Sandbox</span><h1>Confirm your payment</h1>` +
      `<p>No real money moves: approve or decline to see what the casino does.</p>` +
      `<dl><dt>Merchant</dt><dd>Sevens</dd>` +
      `<dt>Method</dt><dd>${escapeHtml(options.methodName)}</dd>` +
      `<dt>Amount</dt><dd data-testid="amount">${escapeHtml(amountText(session, options.subunitToUnit))}</dd>` +
      `<dt>Reference</dt><dd>${escapeHtml(session.id)}</dd></dl>${actions}</main>`,
    options.styleNonce,
  );
}

/** The sandbox control page: pending sandbox deposits with Confirm / Decline (crypto, bank). */
export function renderControlPage(
  sessions: readonly { session: SandboxSession; subunitToUnit: bigint }[],
  options: { styleNonce?: string },
): string {
  const rows = sessions.map(({ session, subunitToUnit }) => {
    const id = encodeURIComponent(session.id);
    return (
      `<tr><td>${escapeHtml(session.createdAt.toISOString())}</td>` +
      `<td>${escapeHtml(session.method)}</td>` +
      `<td>${escapeHtml(amountText(session, subunitToUnit))}</td>` +
      `<td>${escapeHtml(session.merchantReference)}</td><td>` +
      `<form method="post" action="/sandbox/payments/sessions/${id}/approve">` +
      `<button class="approve" type="submit">Confirm now</button></form> ` +
      `<form method="post" action="/sandbox/payments/sessions/${id}/decline">` +
      `<button class="decline" type="submit">Decline</button></form></td></tr>`
    );
  });
  return document(
    "Sandbox payments · Sevens",
    `<main class="wide"><span class="badge">Sandbox</span><h1>Pending sandbox deposits</h1>` +
      `<p>Crypto deposits confirm themselves after a delay; confirm one now, or confirm a bank ` +
      `transfer as if the money arrived. <a href="/sandbox/payments">Refresh</a></p>` +
      (rows.length > 0
        ? `<table><thead><tr><th>Created</th><th>Method</th><th>Amount</th><th>Invoice</th>` +
          `<th></th></tr></thead><tbody>${rows.join("")}</tbody></table>`
        : `<p>Nothing pending.</p>`) +
      `</main>`,
    options.styleNonce,
  );
}
