import { randomBytes } from "node:crypto";
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { GAME_WALLET_SIGNATURE_HEADER } from "../contracts/game-wallet.ts";
import { signBody } from "../server/platform/signature.ts";
import type { Row } from "./support.ts";

/**
 * The provider's side of the casino bench: rounds of signed seamless-wallet calls from a child
 * process, so the load generator does not share the server's event loop (with it in the server's
 * thread, every request the bench made cost the server the time to make it). A process, not a
 * worker thread: autocannon answers raw histograms when it finds itself in a worker.
 *
 * A round is a signed `bet` of 1.00 EUR, then a signed `win` (0 or 2.00) that closes it, each a
 * separate HTTP call with its own transaction id; the row counts calls. autocannon keeps N
 * connections busy, each playing rounds for the players in turn (or all on the first player).
 */

export interface WalletLoad {
  name: string;
  /** POST target: /callbacks/games/{provider}. */
  url: string;
  secret: string;
  game: string;
  currency: string;
  /** Launch tokens, one per player. */
  tokens: string[];
  connections: number;
  seconds: number;
  /** Every call on the first player (its bets queue on its own balance). */
  onePlayer?: boolean;
}

/** Runs the load in a child process and answers its row. */
export function runWalletLoad(load: WalletLoad): Promise<Row> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ["--wallet-load"]);
    let row: Row | undefined;
    child.once("message", (message: Row) => {
      row = message;
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      if (row) resolve(row);
      else reject(new Error(`wallet load process exited with ${code} and no result`));
    });
    child.send(load);
  });
}

interface RoundContext {
  token?: string;
  roundId?: string;
  sequence?: number;
}

async function playRounds(load: WalletLoad): Promise<Row> {
  const run = randomBytes(4).toString("hex");
  let nextPlayer = 0;
  let nextRound = 0;
  /** The request carrying `body`, signed as the provider signs it. */
  const signed = <R extends object>(request: R, body: Record<string, unknown>) => {
    const raw = JSON.stringify(body);
    return {
      ...request,
      headers: {
        "content-type": "application/json",
        [GAME_WALLET_SIGNATURE_HEADER]: signBody(load.secret, raw),
      },
      body: raw,
    };
  };
  const result = await autocannon({
    url: load.url,
    connections: load.connections,
    duration: load.seconds,
    requests: [
      {
        method: "POST",
        setupRequest: (request, context: RoundContext) => {
          const index = load.onePlayer ? 0 : nextPlayer++ % load.tokens.length;
          context.token = load.tokens[index] ?? "";
          context.sequence = nextRound++;
          context.roundId = `bench-${run}-${context.sequence}`;
          return signed(request, {
            action: "bet",
            token: context.token,
            transactionId: `${context.roundId}-bet`,
            roundId: context.roundId,
            gameId: load.game,
            amount: "1.00",
            currency: load.currency,
          });
        },
      },
      {
        method: "POST",
        setupRequest: (request, context: RoundContext) =>
          signed(request, {
            action: "win",
            token: context.token,
            transactionId: `${context.roundId}-win`,
            roundId: context.roundId,
            amount: (context.sequence ?? 0) % 2 === 0 ? "2.00" : "0",
            currency: load.currency,
            finished: true,
          }),
      },
    ],
  });
  return {
    name: load.name,
    perSecond: Math.round(result["2xx"] / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

if (process.argv.includes("--wallet-load") && process.send) {
  process.once("message", (load: WalletLoad) => {
    void playRounds(load).then((row) => process.send?.(row, () => process.exit(0)));
  });
}
