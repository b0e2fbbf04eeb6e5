import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { depositBonusesQuery } from "./bonus-api.ts";
import type { DepositBonus } from "./bonus-shapes.ts";
import {
  bonusRequestFields,
  DECLINE_BONUS,
  depositBonusSelection,
} from "./deposit-bonus-choice.ts";

const WELCOME = [{ id: "welcome-1", name: "Welcome" }] as DepositBonus[];
const never = () => new Promise<DepositBonus[]>(() => {});

const clients: QueryClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

/** The picker's query for one amount, answered by `answer` instead of the server. */
function offersFor(
  currency: string,
  amount: string,
  answer: () => Promise<DepositBonus[]>,
  playerId = "p1",
) {
  return { ...depositBonusesQuery(playerId, currency, amount), queryFn: answer };
}

async function observerWithOffers(offers: DepositBonus[]) {
  const client = new QueryClient();
  clients.push(client);
  const observer = new QueryObserver(
    client,
    offersFor("USDT", "50", () => Promise.resolve(offers)),
  );
  const unsubscribe = observer.subscribe(() => {});
  await expect.poll(() => observer.getCurrentResult().data).toEqual(offers);
  return { observer, unsubscribe };
}

/** What the deposit request says for a player who picked `picked` on the offers shown. */
function requestFields(shown: readonly DepositBonus[] | undefined, picked: string | null) {
  const { choice, offered } = depositBonusSelection(shown ?? [], picked, null);
  return bonusRequestFields(choice, offered);
}

describe("the deposit form's bonus offers", () => {
  it("keeps a decline across an amount change while the new amount's offers load", async () => {
    const { observer, unsubscribe } = await observerWithOffers(WELCOME);
    expect(requestFields(observer.getCurrentResult().data, DECLINE_BONUS)).toEqual({
      isBonusDecline: true,
    });

    // The player typed 100: its offers are on their way.
    observer.setOptions(offersFor("USDT", "100", never));
    const loading = observer.getCurrentResult();
    expect(loading.isPlaceholderData).toBe(true);
    expect(loading.isPending).toBe(false);
    // Not {}: a request that says nothing gets the server's default bonus.
    expect(requestFields(loading.data, DECLINE_BONUS)).toEqual({ isBonusDecline: true });
    unsubscribe();
  });

  it("shows another currency's or player's offers only once they are its own", async () => {
    const { observer, unsubscribe } = await observerWithOffers(WELCOME);
    observer.setOptions(offersFor("EUR", "50", never));
    expect(observer.getCurrentResult().data).toBeUndefined();
    expect(observer.getCurrentResult().isPending).toBe(true);

    observer.setOptions(offersFor("USDT", "50", never, "p2"));
    expect(observer.getCurrentResult().data).toBeUndefined();
    unsubscribe();
  });
});
