import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db, DbExecutor } from "../../server/db/client.ts";
import { houseRounds, houseSeedPairs } from "../../server/db/schema.ts";
import { createSeedState, rotateSeeds, type SeedState } from "../fair/seeds.ts";
import type { PublicSeeds, RevealedSeeds } from "./protocol.ts";

/**
 * Players' seed pairs in house_seed_pairs (house/fair/seeds.ts holds the pure rules). One active
 * pair per player ref, created on first use. Nonces are taken with one UPDATE … RETURNING, so
 * concurrent bets of a player always get distinct, consecutive nonces; the row lock that UPDATE
 * holds until commit also serialises a player's round openings against each other and against
 * rotation.
 */

type SeedPairRow = typeof houseSeedPairs.$inferSelect;

export type TakenNonce = {
  seedPairId: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
};

function toState(row: SeedPairRow): SeedState {
  return {
    serverSeed: row.serverSeed,
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
    nextServerSeed: row.nextServerSeed ?? "",
    nextServerSeedHash: row.nextServerSeedHash ?? "",
  };
}

export function publicSeeds(row: SeedPairRow): PublicSeeds {
  return {
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
    nextServerSeedHash: row.nextServerSeedHash ?? "",
  };
}

export function revealedSeeds(row: SeedPairRow): RevealedSeeds {
  return {
    serverSeed: row.serverSeed,
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonceCount: row.nonce,
    revealedAt: (row.revealedAt ?? row.createdAt).toISOString(),
  };
}

async function selectActive(executor: DbExecutor, playerRef: string, lock = false) {
  const query = executor
    .select()
    .from(houseSeedPairs)
    .where(and(eq(houseSeedPairs.playerRef, playerRef), eq(houseSeedPairs.isActive, true)));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

/** The player's active pair, created (with a random client seed) on first use. */
export async function activeSeedPair(
  executor: DbExecutor,
  playerRef: string,
): Promise<SeedPairRow> {
  const existing = await selectActive(executor, playerRef);
  if (existing) return existing;
  const state = createSeedState();
  await executor
    .insert(houseSeedPairs)
    .values({ playerRef, ...state })
    .onConflictDoNothing();
  const created = await selectActive(executor, playerRef);
  if (!created) throw new Error(`no active seed pair for ${playerRef}`);
  return created;
}

/** Takes the next nonce of the player's active pair (call inside the round's transaction). */
export async function takeNonce(executor: DbExecutor, playerRef: string): Promise<TakenNonce> {
  // A rotation committing between the lookup and the UPDATE retires the pair: look again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const pair = await activeSeedPair(executor, playerRef);
    const [row] = await executor
      .update(houseSeedPairs)
      .set({ nonce: sql`${houseSeedPairs.nonce} + 1` })
      .where(and(eq(houseSeedPairs.id, pair.id), eq(houseSeedPairs.isActive, true)))
      .returning();
    if (row) {
      return {
        seedPairId: row.id,
        serverSeed: row.serverSeed,
        serverSeedHash: row.serverSeedHash,
        clientSeed: row.clientSeed,
        nonce: row.nonce - 1,
      };
    }
  }
  throw new Error(`could not take a nonce for ${playerRef}`);
}

export class OpenRoundsError extends Error {
  override readonly name = "OpenRoundsError";
}

/**
 * Reveals the active pair and activates the committed next one (optionally with a new client
 * seed). Refused while a round of the pair is open or still being placed: revealing its server
 * seed would show the mines or the next cards.
 */
export async function rotateSeedPair(
  db: Db,
  playerRef: string,
  clientSeed?: string,
): Promise<{ seeds: PublicSeeds; revealed: RevealedSeeds }> {
  await activeSeedPair(db, playerRef);
  // Two rotations at once: the second waits for the first's lock, then finds the pair it locked
  // retired and cannot see the new one in its snapshot. It tries again in a fresh transaction.
  for (let attempt = 0; attempt < ROTATION_ATTEMPTS; attempt += 1) {
    const rotated = await rotateActivePair(db, playerRef, clientSeed);
    if (rotated) return rotated;
  }
  throw new Error(`could not rotate the seed pair of ${playerRef}`);
}

const ROTATION_ATTEMPTS = 10;

async function rotateActivePair(
  db: Db,
  playerRef: string,
  clientSeed: string | undefined,
): Promise<{ seeds: PublicSeeds; revealed: RevealedSeeds } | undefined> {
  return db.transaction(async (tx) => {
    const active = await selectActive(tx, playerRef, true);
    if (!active) return undefined;
    const [unfinished] = await tx
      .select({ id: houseRounds.id })
      .from(houseRounds)
      .where(
        and(eq(houseRounds.seedPairId, active.id), inArray(houseRounds.state, ["betting", "open"])),
      )
      .limit(1);
    if (unfinished) throw new OpenRoundsError(unfinished.id);
    const rotated = rotateSeeds(toState(active), { clientSeed });
    const [retired] = await tx
      .update(houseSeedPairs)
      .set({ isActive: false, revealedAt: sql`now()` })
      .where(eq(houseSeedPairs.id, active.id))
      .returning();
    const [next] = await tx
      .insert(houseSeedPairs)
      .values({ playerRef, ...rotated.state })
      .returning();
    if (!retired || !next) throw new Error("seed rotation wrote nothing");
    return { seeds: publicSeeds(next), revealed: revealedSeeds(retired) };
  });
}

/** The player's revealed pairs, newest first. */
export async function seedHistory(db: Db, playerRef: string, limit = 50): Promise<RevealedSeeds[]> {
  const rows = await db
    .select()
    .from(houseSeedPairs)
    .where(
      and(
        eq(houseSeedPairs.playerRef, playerRef),
        eq(houseSeedPairs.isActive, false),
        isNotNull(houseSeedPairs.revealedAt),
      ),
    )
    .orderBy(desc(houseSeedPairs.revealedAt), desc(houseSeedPairs.id))
    .limit(limit);
  return rows.map(revealedSeeds);
}

/** The server seed behind a round (the studio's own secret, never sent while the pair is active). */
export async function serverSeedOf(executor: DbExecutor, seedPairId: number): Promise<string> {
  const [row] = await executor
    .select({ serverSeed: houseSeedPairs.serverSeed })
    .from(houseSeedPairs)
    .where(eq(houseSeedPairs.id, seedPairId));
  if (!row) throw new Error(`seed pair ${seedPairId} is missing`);
  return row.serverSeed;
}
