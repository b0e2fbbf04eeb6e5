import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { gamesQuery } from "../contracts/game.ts";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { requestCountry } from "../server/platform/country.ts";
import { foldBracketArrays } from "../server/modules/game/routes.ts";
import { createGameCatalogue } from "../server/modules/game/service.ts";
import { seedSyntheticCatalogue } from "../server/modules/game/synthetic.ts";
import { measure, printTable, type LoadResult } from "./http.ts";
import { benchDatabaseUrl, listenOnLoopback, withScratchDatabase } from "./support.ts";

/**
 * Issue 5: GET /api/game/games with filters over a 10,000-game catalogue beside Fastify's
 * hello-world on the same process, on PGlite and (BENCH_DATABASE_URL, else TEST_DATABASE_URL)
 * PostgreSQL. The product route answers repeated queries from its 30 s cache; a bench-only
 * route runs the same handler with the cache off, so every request reaches the database.
 */

const GAMES = 10_000;
const HELLO = "Fastify hello-world";

const queries: { name: string; query: string }[] = [
  {
    name: "2 providers + collection, sortBy=name, page 2",
    query:
      "providerId[]=scale-provider-001&providerId[]=scale-provider-002&collectionId[]=slots&sortBy=name&page=2",
  },
  { name: "name=bonanza, sortBy=popularity", query: "name=bonanza&sortBy=popularity" },
  { name: "no filter, sortBy=createdAt, page 40", query: "sortBy=createdAt&page=40" },
];

async function run(label: string, overrides: Record<string, string>): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sevens-bench-"));
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: "100000000",
    ...overrides,
  });
  const running = await buildApp({ config, withWebApp: false });
  try {
    const seeded = await seedSyntheticCatalogue(running.platform.db, { games: GAMES });
    console.log(`\n${label}: seeded ${seeded.games} synthetic games in ${seeded.ms} ms`);

    // Bench-only routes, registered here and never in the product.
    const app = running.app.withTypeProvider<ZodTypeProvider>();
    app.get("/bench/hello", async () => ({ hello: "world" }));
    const uncached = createGameCatalogue({
      db: running.platform.db,
      cache: running.platform.cache,
      ttlMs: 0,
    });
    app.get(
      "/bench/games-uncached",
      {
        preValidation: async (request) => {
          foldBracketArrays(request.query as Record<string, unknown>);
        },
        schema: { querystring: gamesQuery },
      },
      async (request) => uncached.listGames(request.query, requestCountry(request, config)),
    );

    const base = await listenOnLoopback(running);

    const rows: LoadResult[] = [await measure(HELLO, `${base}/bench/hello`)];
    for (const { name, query } of queries) {
      rows.push(
        await measure(`/api/game/games ${name} (cached)`, `${base}/api/game/games?${query}`),
      );
      rows.push(
        await measure(
          `same, cache off (database every request)`,
          `${base}/bench/games-uncached?${query}`,
        ),
      );
    }
    rows.push(
      await measure(
        "/api/game/games/search?name=swet bonanza (cached)",
        `${base}/api/game/games/search?name=swet%20bonanza`,
      ),
    );
    printTable(
      `Games catalogue on ${label}: ${GAMES} games, 10 connections, 5 s each, one process`,
      rows,
      HELLO,
    );
  } finally {
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchGames(): Promise<void> {
  await run("PGlite", {});
  const adminUrl = benchDatabaseUrl();
  if (!adminUrl) {
    console.log("\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
    return;
  }
  await withScratchDatabase(adminUrl, (url) => run("PostgreSQL", { DATABASE_URL: url }));
}
