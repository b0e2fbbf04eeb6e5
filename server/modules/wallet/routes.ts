import {
  createWalletAccountSchema,
  hideWalletAccountSchema,
  walletAccountParams,
  walletAccountResponse,
  walletAccountsResponse,
} from "../../../contracts/wallet.ts";
import type { HttpServer } from "../../platform/http.ts";
import type { Platform } from "../../platform/platform.ts";
import { requirePlayer } from "../player/auth.ts";
import { createLedger, type Ledger } from "./ledger.ts";
import { createWalletService, type WalletService } from "./service.ts";

const tags = ["wallet"];
const security = [{ bearerAuth: [] }];

export interface WalletModule {
  /** The one way money moves; payments, games and bonuses post through it. */
  ledger: Ledger;
  accounts: WalletService;
}

/**
 * /wallet/accounts: the player's accounts per currency (SPEC §7 Wallet). Register after the
 * player routes (they provide `authenticate`); hand the returned ledger to the modules that move
 * money.
 */
export async function registerWalletRoutes(
  api: HttpServer,
  platform: Platform,
): Promise<WalletModule> {
  const ledger = createLedger({ outbox: platform.outbox });
  const accounts = createWalletService({ db: platform.db, outbox: platform.outbox });

  api.get(
    "/wallet/accounts",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "The player's wallet accounts, the active one (status 1) first",
        description:
          "Money is a decimal string in major units. balance = realBalance + bonusBalance; " +
          "lockedBalance is held for pending withdrawals; withdrawalBalance = realBalance; " +
          "equivalent is the balance in the base currency rounded to 2 decimals. Hidden " +
          "accounts are listed with hidden: true.",
        response: { 200: walletAccountsResponse },
      },
    },
    async (request) => ({ data: await accounts.list(requirePlayer(request).id) }),
  );

  api.post(
    "/wallet/accounts",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "Add an account in another currency",
        description:
          "The currency must be enabled (400 with fields.currency otherwise). One account per " +
          "currency: a second answers 400 with code 11005. The new account is not active.",
        body: createWalletAccountSchema,
        response: { 200: walletAccountResponse },
      },
    },
    async (request) => ({
      data: await accounts.open(requirePlayer(request).id, request.body.currency),
    }),
  );

  api.put(
    "/wallet/accounts/:id/switch",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "Make this account the active one; answers the new list",
        description:
          "Exactly one account is active. Switching to a hidden account shows it again. " +
          "Another player's or an unknown id answers 404.",
        params: walletAccountParams,
        response: { 200: walletAccountsResponse },
      },
    },
    async (request) => ({
      data: await accounts.switchTo(requirePlayer(request).id, request.params.id),
    }),
  );

  api.put(
    "/wallet/accounts/:id/hide",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "Hide or show an account",
        description:
          "Body `{ hidden: true | false }` sets the flag; no body (or no `hidden`) toggles it. " +
          "The active account can't be hidden (400, code 12002). Unknown ids answer 404.",
        params: walletAccountParams,
        body: hideWalletAccountSchema,
        response: { 200: walletAccountResponse },
      },
    },
    async (request) => ({
      data: await accounts.hide(requirePlayer(request).id, request.params.id, request.body?.hidden),
    }),
  );

  return { ledger, accounts };
}
