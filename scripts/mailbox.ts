// `npm run mailbox [-- --to <address>] [--limit <n>] [--json]`: prints the newest messages of
// the sandbox mailbox (e-mails and SMS that the sandbox adapters kept instead of sending),
// the newest last. It reads the database of DATABASE_URL, or else the embedded one in DATA_DIR.
// The embedded database belongs to one process at a time, so while the server runs it asks the
// server (/sandbox/mailbox.json on HOST:PORT) instead of opening the files.
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, parseEnv, type Env } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { listSandboxMessages, type SandboxMessage } from "../server/providers/mail/mailbox.ts";

interface Options {
  to?: string;
  limit: number;
  json: boolean;
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      to: { type: "string" },
      limit: { type: "string", default: "10" },
      json: { type: "boolean", default: false },
    },
  });
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) {
    throw new ConfigError("--limit must be a whole number from 1 to 200");
  }
  return { to: values.to?.trim().toLowerCase(), limit, json: values.json };
}

async function fromDatabase(
  options: Options,
  source: { url?: string; dataDir?: string },
): Promise<SandboxMessage[]> {
  const database = await openDatabase(source);
  try {
    return await listSandboxMessages(database.db, { limit: options.limit, to: options.to });
  } catch (error) {
    if (/sandbox_messages/.test(String(error))) return [];
    throw error;
  } finally {
    await database.close();
  }
}

/** The running server's answer; undefined when no server listens there. */
async function fromServer(env: Env, options: Options): Promise<SandboxMessage[] | undefined> {
  const host = env.HOST === "0.0.0.0" || env.HOST === "::" ? "127.0.0.1" : env.HOST;
  const url = new URL(`http://${host.includes(":") ? `[${host}]` : host}:${env.PORT}`);
  url.pathname = "/sandbox/mailbox.json";
  url.searchParams.set("limit", String(options.limit));
  if (options.to) url.searchParams.set("to", options.to);
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  } catch {
    return undefined;
  }
  if (response.status === 404) {
    throw new ConfigError(
      `The server on ${url.host} does not serve the sandbox mailbox (SANDBOX_PAGES=false). ` +
        "Stop it to read the embedded database directly.",
    );
  }
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  const body = (await response.json()) as { data: SandboxMessage[] };
  return body.data;
}

function print(messages: readonly SandboxMessage[], options: Options): void {
  if (options.json) {
    console.log(JSON.stringify(messages, null, 2));
    return;
  }
  if (messages.length === 0) {
    console.log(options.to ? `No messages to ${options.to}.` : "The sandbox mailbox is empty.");
    return;
  }
  for (const message of [...messages].reverse()) {
    console.log(`── #${message.id} · ${message.createdAt} · ${message.channel} to ${message.to}`);
    if (message.subject) console.log(`Subject: ${message.subject}`);
    console.log(`\n${message.text}\n`);
  }
}

async function main(): Promise<void> {
  const env = parseEnv(process.env);
  const options = readOptions();
  if (env.SMTP_URL) {
    console.log("Note: SMTP_URL is set, so e-mails go to the mail server; only SMS land here.");
  }
  if (env.DATABASE_URL) {
    print(await fromDatabase(options, { url: env.DATABASE_URL }), options);
    return;
  }
  const served = await fromServer(env, options);
  if (served) {
    print(served, options);
    return;
  }
  const dataDir = path.resolve(env.DATA_DIR);
  if (!existsSync(path.join(dataDir, "pglite"))) {
    console.log(`No database in ${dataDir} yet: start Sevens once (npm start).`);
    return;
  }
  print(await fromDatabase(options, { dataDir }), options);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
