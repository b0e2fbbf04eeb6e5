import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../db/client.ts";
import {
  players,
  verificationCodes,
  type MessageChannel,
  type VerificationPurpose,
} from "../../../db/schema.ts";
import { hashLinkCode, hashOtp, newLinkCode, newOtp } from "./codes.ts";

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

export interface NewCode {
  playerId: string;
  purpose: VerificationPurpose;
  channel: MessageChannel;
  /** E-mail address or E.164 phone the code goes to. */
  target: string;
  ttlMs: number;
  /** A 43-character link code or a 6-digit one-time code. */
  kind: "link" | "otp";
  /** Wrong guesses before the code dies (one-time codes). */
  maxAttempts?: number;
}

/** Stores a new code (hashed) and returns it in clear, for the message only. */
export async function insertCode(
  db: DbExecutor,
  input: NewCode,
): Promise<{ id: string; code: string; expiresAt: Date }> {
  const id = randomUUID();
  const code = input.kind === "link" ? newLinkCode() : newOtp();
  const expiresAt = new Date(Date.now() + input.ttlMs);
  await db.insert(verificationCodes).values({
    id,
    playerId: input.playerId,
    purpose: input.purpose,
    channel: input.channel,
    target: input.target,
    codeHash: input.kind === "link" ? hashLinkCode(code) : hashOtp(id, code),
    maxAttempts: input.maxAttempts ?? 1,
    expiresAt,
  });
  return { id, code, expiresAt };
}

export async function selectLinkCode(
  db: DbExecutor,
  purpose: VerificationPurpose,
  code: string,
): Promise<VerificationCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.codeHash, hashLinkCode(code)),
        eq(verificationCodes.purpose, purpose),
      ),
    );
  return row;
}

/** The newest code of a player for a purpose and address (one-time codes: only it counts). */
export async function selectLatestCode(
  db: DbExecutor,
  where: { playerId: string; purpose: VerificationPurpose; target: string },
): Promise<VerificationCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.playerId, where.playerId),
        eq(verificationCodes.purpose, where.purpose),
        eq(verificationCodes.target, where.target),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row;
}

export function isLive(row: VerificationCodeRow, now = Date.now()): boolean {
  return row.usedAt === null && row.expiresAt.getTime() > now && row.attempts < row.maxAttempts;
}

/**
 * Marks a code used if it still is live. Atomic: of two concurrent uses exactly one gets true.
 */
export async function consumeCode(db: DbExecutor, id: string): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, sql`now()`),
        lt(verificationCodes.attempts, verificationCodes.maxAttempts),
      ),
    )
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

/** Counts a wrong guess; returns the guesses left (0: the code is dead). */
/**
 * Takes one guess at a code before it is compared, in one statement, so concurrent guesses can
 * never exceed maxAttempts. Answers the guesses left after this one, or null when none may be
 * made (used, or out of attempts).
 */
export async function claimGuess(db: DbExecutor, id: string): Promise<number | null> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.usedAt),
        lt(verificationCodes.attempts, verificationCodes.maxAttempts),
      ),
    )
    .returning({
      attempts: verificationCodes.attempts,
      maxAttempts: verificationCodes.maxAttempts,
    });
  return row ? Math.max(0, row.maxAttempts - row.attempts) : null;
}

/** Ends every unused code of a player for a purpose (e.g. all reset links after a reset). */
export async function retireCodes(
  db: DbExecutor,
  playerId: string,
  purpose: VerificationPurpose,
): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(verificationCodes.playerId, playerId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
      ),
    );
}

/** Marks the e-mail verified if the player still has this address; false otherwise. */
export async function markEmailVerified(
  db: DbExecutor,
  playerId: string,
  email: string,
): Promise<boolean> {
  const rows = await db
    .update(players)
    .set({
      emailVerifiedAt: sql`coalesce(${players.emailVerifiedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(players.id, playerId), eq(players.email, email)))
    .returning({ id: players.id });
  return rows.length > 0;
}
