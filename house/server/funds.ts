import { formatMinor } from "../../contracts/money.ts";
import type { Db, DbExecutor } from "../../server/db/client.ts";
import { creditDemo, debitDemo, demoBalance } from "./demo-wallet.ts";
import type { WalletCallResult, WalletClient } from "./wallet-client.ts";

/**
 * Where a round's money moves: the operator's seamless wallet (over HTTP) or the launch's demo
 * wallet. `move` makes the call and hands its result to `record`, which writes the round's new
 * state. For the demo wallet both happen in one database transaction, so a demo balance and its
 * rounds always agree and demo rounds never need a rollback to be repaired; for the operator the
 * call's idempotent transaction id plays that part (recovery re-sends it).
 */

export type MoneyCall =
  | { action: "bet"; transactionId: string; amount: bigint; freeRoundsId?: string }
  | { action: "win"; transactionId: string; amount: bigint }
  | { action: "rollback"; transactionId: string; betTransactionId: string };

export type RecordResult<T> = (executor: DbExecutor, result: WalletCallResult) => Promise<T>;

export interface Funds {
  readonly isDemo: boolean;
  /** The player's balance (and the operator's player id) by the wallet's balance call. */
  balance(): Promise<WalletCallResult>;
  move<T>(call: MoneyCall, roundId: string, record: RecordResult<T>): Promise<T>;
}

export function operatorFunds(input: {
  db: Db;
  wallet: WalletClient;
  provider: string;
  token: string;
  gameId: string;
  currency: string;
  subunitToUnit: bigint;
}): Funds {
  const { db, wallet, provider, token, currency, subunitToUnit } = input;
  const major = (amount: bigint) => formatMinor(amount, subunitToUnit);
  return {
    isDemo: false,
    balance: () => wallet.call(provider, { action: "balance", token }),
    async move(call, roundId, record) {
      const result =
        call.action === "bet"
          ? await wallet.call(provider, {
              action: "bet",
              token,
              transactionId: call.transactionId,
              roundId,
              gameId: input.gameId,
              amount: major(call.amount),
              currency,
              ...(call.freeRoundsId ? { freeRoundsId: call.freeRoundsId } : {}),
            })
          : call.action === "win"
            ? await wallet.call(provider, {
                action: "win",
                token,
                transactionId: call.transactionId,
                roundId,
                amount: major(call.amount),
                currency,
                finished: true,
              })
            : await wallet.call(provider, {
                action: "rollback",
                token,
                transactionId: call.transactionId,
                roundId,
                betTransactionId: call.betTransactionId,
              });
      return record(db, result);
    },
  };
}

export function demoFunds(input: {
  db: Db;
  key: string;
  currency: string;
  subunitToUnit: bigint;
  startBalance: bigint;
}): Funds {
  const { db, key, currency, subunitToUnit, startBalance } = input;
  const ok = (balance: bigint, transactionId?: string): WalletCallResult => ({
    kind: "ok",
    response: {
      status: "ok",
      playerId: key,
      currency,
      balance: formatMinor(balance, subunitToUnit),
      transactionId,
      replayed: false,
    },
  });
  return {
    isDemo: true,
    async balance() {
      return ok(await demoBalance(db, key, currency, startBalance));
    },
    move(call, _roundId, record) {
      return db.transaction(async (tx) => {
        const before = await demoBalance(tx, key, currency, startBalance);
        let result: WalletCallResult;
        if (call.action === "bet") {
          const after = await debitDemo(tx, key, call.amount);
          result =
            after === null
              ? {
                  kind: "refused",
                  status: 402,
                  error: {
                    status: "error",
                    code: "INSUFFICIENT_FUNDS",
                    message: "Not enough play money",
                    balance: formatMinor(before, subunitToUnit),
                    currency,
                  },
                }
              : ok(after, call.transactionId);
        } else if (call.action === "win") {
          result = ok(await creditDemo(tx, key, call.amount), call.transactionId);
        } else {
          // A demo debit commits together with the round's state change, so a bet the round
          // still has pending never reached the demo balance: nothing to give back.
          result = ok(before, call.transactionId);
        }
        return record(tx, result);
      });
    },
  };
}
