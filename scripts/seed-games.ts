// `npm run games:seed-scale [-- --games 10000 --providers 50]`: adds synthetic catalogue entries
// (providers, games, collection items) for scale tests to the database of DATABASE_URL, or else
// the embedded PGlite database in DATA_DIR (stop the server first: PGlite files belong to one
// process). Idempotent: entries are `scale-game-00001`…, a second run refreshes them in place.
//
// `npm run games:seed-scale -- --artwork` instead (re)writes the generated SVG artwork of the
// house studio's games and providers into public/games/.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { ConfigError, parseEnv } from "../server/config.ts";
import { migrateDatabase, openDatabase } from "../server/db/client.ts";
import { seedDatabase } from "../server/db/seed.ts";
import { gameArtworkSvg, providerLogoSvg } from "../server/modules/game/artwork.ts";
import { houseCatalogue } from "../server/modules/game/house-catalogue.ts";
import { seedSyntheticCatalogue } from "../server/modules/game/synthetic.ts";

const publicGames = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "public",
  "games",
);

function writeArtwork(): void {
  const house = houseCatalogue();
  mkdirSync(path.join(publicGames, "providers"), { recursive: true });
  const providerNames = new Map(house.providers.map((p) => [p.identity, p.name]));
  for (const provider of house.providers) {
    writeFileSync(
      path.join(publicGames, "providers", `${provider.identity}.svg`),
      providerLogoSvg(provider),
    );
  }
  for (const game of house.games) {
    writeFileSync(
      path.join(publicGames, `${game.identity}.svg`),
      gameArtworkSvg({
        identity: game.identity,
        name: game.name,
        brand: providerNames.get(game.provider) ?? "",
      }),
    );
  }
  // Shared artwork of the synthetic scale entries.
  writeFileSync(
    path.join(publicGames, "synthetic.svg"),
    gameArtworkSvg({ identity: "synthetic", name: "Scale Test", brand: "Synthetic" }),
  );
  writeFileSync(
    path.join(publicGames, "providers", "synthetic.svg"),
    providerLogoSvg({ identity: "synthetic", name: "Scale Studio" }),
  );
  console.log(
    `Wrote artwork of ${house.games.length} games and ${house.providers.length} providers to ${publicGames}`,
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      games: { type: "string", default: "10000" },
      providers: { type: "string", default: "50" },
      artwork: { type: "boolean", default: false },
    },
  });
  if (values.artwork) return writeArtwork();
  const games = Number(values.games);
  const providers = Number(values.providers);
  if (!Number.isInteger(games) || games < 1 || !Number.isInteger(providers) || providers < 1) {
    throw new ConfigError("--games and --providers must be positive integers");
  }
  const env = parseEnv(process.env);
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.resolve(env.DATA_DIR) },
  );
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db);
    const result = await seedSyntheticCatalogue(database.db, { games, providers });
    console.log(
      `Synthetic catalogue: ${result.games} games over ${result.providers} providers in ${result.ms} ms (${database.kind})`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
