import type { AddressInfo } from "node:net";
import { signBody } from "../../server/platform/signature.ts";
import {
  GAME_WALLET_SIGNATURE_HEADER,
  gameWalletError,
  gameWalletOk,
  type GameWalletError,
  type GameWalletOk,
  type GameWalletRequest,
} from "../../contracts/game-wallet.ts";

/**
 * The studio's side of the seamless wallet (contracts/game-wallet.ts): signed JSON POSTs to
 * `{walletUrl}/callbacks/games/{provider}`, over real HTTP even when the operator runs in the
 * same process, exactly as a third-party studio would call it.
 *
 * Every answer is one of three kinds, because what the round server may do next depends on it:
 * - `ok`: the operator applied (or replayed) the call;
 * - `refused`: a 4xx with a wallet error body: the operator answered and nothing moved;
 * - `unknown`: no usable answer (network error, timeout, 5xx, garbage): the call may or may not
 *   have moved money, so a bet must be rolled back and a win or rollback re-sent.
 */
export type WalletCallResult =
  | { kind: "ok"; response: GameWalletOk }
  | { kind: "refused"; status: number; error: GameWalletError }
  | { kind: "unknown"; reason: string; status: number | null };

export interface WalletClient {
  call(provider: string, request: GameWalletRequest): Promise<WalletCallResult>;
}

export const WALLET_TIMEOUT_MS = 5_000;

/**
 * The base URL to reach a server listening at `address` (a listen address, or the local end of
 * a socket it accepted): wildcard binds (0.0.0.0, ::) are reached on the loopback, IPv4-mapped
 * IPv6 addresses as IPv4, other IPv6 hosts get brackets.
 */
export function loopbackUrl(
  address: Pick<AddressInfo, "address" | "port"> | string | null | undefined,
): string | null {
  if (!address || typeof address === "string" || !address.port) return null;
  let host = address.address;
  if (host === "0.0.0.0" || host === "::" || host === "") host = "127.0.0.1";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(host);
  if (mapped?.[1]) host = mapped[1];
  if (host.includes(":")) host = `[${host}]`;
  return `http://${host}:${address.port}`;
}

export function createWalletClient(options: {
  /** The wallet's base URL; null while unknown (the server is not listening yet). */
  walletUrl: () => string | null;
  secretFor: (provider: string) => string;
  timeoutMs?: number;
}): WalletClient {
  const timeoutMs = options.timeoutMs ?? WALLET_TIMEOUT_MS;
  return {
    async call(provider, request) {
      const base = options.walletUrl();
      if (!base)
        return { kind: "unknown", reason: "the wallet address is not known yet", status: null };
      const body = JSON.stringify(request);
      let response: Response;
      let text: string;
      try {
        response = await fetch(`${base}/callbacks/games/${encodeURIComponent(provider)}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            [GAME_WALLET_SIGNATURE_HEADER]: signBody(options.secretFor(provider), body),
          },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        const reason =
          error instanceof Error && error.name === "TimeoutError"
            ? `no answer within ${timeoutMs} ms`
            : `network error: ${error instanceof Error ? error.message : String(error)}`;
        return { kind: "unknown", reason, status: null };
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return {
          kind: "unknown",
          reason: `HTTP ${response.status}, not JSON`,
          status: response.status,
        };
      }
      if (response.status >= 200 && response.status < 300) {
        const ok = gameWalletOk.safeParse(json);
        if (ok.success) return { kind: "ok", response: ok.data };
        return {
          kind: "unknown",
          reason: `HTTP ${response.status}, unexpected body`,
          status: response.status,
        };
      }
      if (response.status >= 400 && response.status < 500) {
        const refused = gameWalletError.safeParse(json);
        if (refused.success)
          return { kind: "refused", status: response.status, error: refused.data };
      }
      // A 5xx, or a 4xx that is not the wallet's (a proxy, a missing route): nobody can say
      // whether the call was applied.
      return { kind: "unknown", reason: `HTTP ${response.status}`, status: response.status };
    },
  };
}
