import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import type { JobQueue } from "../../server/platform/jobs.ts";
import { gameProviderSecret } from "../../server/providers/games/secret.ts";
import { BRANDS } from "../games/catalogue.ts";
import { createContextResolver } from "./context.ts";
import { createCurrencyLookup } from "./currencies.ts";
import { createFreeRoundGrants } from "./free-rounds.ts";
import { decodeLaunch } from "./launch.ts";
import { createRoundRecovery } from "./recovery.ts";
import { createRoundServer } from "./rounds.ts";
import { createWalletClient } from "./wallet-client.ts";

/**
 * The house studio's parts wired together: launch verification, the seamless-wallet client,
 * the round server and its recovery. Every brand of the studio is a provider with its own
 * secret derived from PROVIDER_SECRET (server/providers/games/secret.ts), the same one the
 * operator checks launches and wallet signatures with.
 */
export function createHouseStudio(deps: {
  config: Config;
  db: Db;
  jobs: JobQueue;
  logger: FastifyBaseLogger;
}) {
  const { config, db, jobs, logger } = deps;
  const brands = new Set<string>(BRANDS.map((brand) => brand.identity));
  const secretFor = (provider: string) =>
    brands.has(provider) ? gameProviderSecret(config.secrets.providerSecret, provider) : null;

  const configured = config.HOUSE_WALLET_URL?.replace(/\/+$/, "") ?? null;
  let listeningUrl: string | null = null;
  const wallet = createWalletClient({
    walletUrl: () => configured ?? listeningUrl,
    secretFor: (provider) => {
      const secret = secretFor(provider);
      if (!secret) throw new Error(`house: ${provider} is not a studio brand`);
      return secret;
    },
  });
  const contexts = createContextResolver({
    db,
    wallet,
    currency: createCurrencyLookup(db),
    demoBalanceMajor: config.HOUSE_DEMO_BALANCE,
  });
  const freeRounds = createFreeRoundGrants(db);
  const rounds = createRoundServer({ db, jobs, logger, contexts, freeRounds });
  const recovery = createRoundRecovery({ db, jobs, logger, rounds });

  return {
    db,
    contexts,
    rounds,
    freeRounds,
    /** The signing secret of a studio brand; null for anything else. */
    secretFor,
    recovery,
    decodeLaunch: (value: unknown) => decodeLaunch(secretFor, value),
    /**
     * Where this process listens (the wallet's default address), from Fastify's listen or, when
     * another server hands Fastify its requests (Vite in development), from the local end of a
     * request's socket. The first time it is known, recovery starts: it needs the wallet.
     */
    learnListeningUrl(url: string | null) {
      if (!url || listeningUrl) return;
      listeningUrl = url;
      recovery.start();
    },
  };
}
export type HouseStudio = ReturnType<typeof createHouseStudio>;
