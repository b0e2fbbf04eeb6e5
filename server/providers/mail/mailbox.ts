import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import { sandboxMessages, type MessageChannel } from "../../db/schema.ts";

/** A message the sandbox mail or SMS adapter kept instead of sending it. */
export interface SandboxMessage {
  id: string;
  channel: MessageChannel;
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  createdAt: string;
}

export async function insertSandboxMessage(
  db: DbExecutor,
  message: { channel: MessageChannel; to: string; subject?: string; text: string; html?: string },
): Promise<void> {
  await db.insert(sandboxMessages).values({
    channel: message.channel,
    to: message.to,
    subject: message.subject ?? null,
    text: message.text,
    html: message.html ?? null,
  });
}

/** The newest messages first, optionally for one recipient or before an id (paging). */
export async function listSandboxMessages(
  db: DbExecutor,
  options: { limit: number; to?: string; beforeId?: bigint },
): Promise<SandboxMessage[]> {
  const conditions: SQL[] = [];
  if (options.to !== undefined) conditions.push(eq(sandboxMessages.to, options.to));
  if (options.beforeId !== undefined) conditions.push(lt(sandboxMessages.id, options.beforeId));
  const rows = await db
    .select()
    .from(sandboxMessages)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(sandboxMessages.id))
    .limit(options.limit);
  return rows.map((row) => ({
    id: row.id.toString(),
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.createdAt.toISOString(),
  }));
}
