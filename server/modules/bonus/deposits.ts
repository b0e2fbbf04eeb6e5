import { and, eq } from "drizzle-orm";
import {
  BONUS_CODE_STATUS,
  BONUS_CODE_TRIGGER,
  type BonusAvailability,
  type DepositBonus,
} from "../../../contracts/bonus.ts";
import type { Db, DbExecutor } from "../../db/client.ts";
import { playerBonusCodes, type BonusDefinitionRow } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import type { DepositBonusHook } from "../payment/service.ts";
import { BonusRefusal, type BonusEngine, type Recipient } from "./engine.ts";
import { depositMatch, jurisdictionRefusal, resolveTerms, type CurrencyFacts } from "./rules.ts";
import {
  countDeposits,
  selectAccount,
  selectBonusCodes,
  selectClaimedDefinitions,
  selectCurrencyPair,
  selectDefinitions,
  selectPlayerFacts,
} from "./store.ts";
import { toDepositBonus } from "./views.ts";

/**
 * Deposit bonuses (SPEC §7 GET /api/game/bonuses, /bonuses/status; the deposit request's bonusId
 * and isBonusDecline). On offer with a deposit: the welcome package's step for the player's next
 * deposit, other deposit promotions, and the deposit codes the player entered — each once per
 * player, within its dates, in the country's rules, and from its minimum deposit.
 */

interface Candidate {
  definition: BonusDefinitionRow;
  bonusCode: string | null;
}

const isLive = (definition: BonusDefinitionRow, at: Date) =>
  definition.isEnabled &&
  (!definition.startsAt || definition.startsAt <= at) &&
  (!definition.endsAt || definition.endsAt > at);

export function createDepositBonuses(deps: { db: Db; engine: BonusEngine }) {
  const { db, engine } = deps;

  /**
   * What a player's (or a guest's) deposit may get. `all`: every step of the welcome package
   * (the package page shows where the player is); otherwise only the next deposit's step.
   */
  async function candidates(
    executor: DbExecutor,
    playerId: string | null,
    options: { all: boolean },
  ): Promise<{ list: Candidate[]; countries: (string | null)[] }> {
    const at = engine.now();
    const definitions = (
      await selectDefinitions(executor, { triggers: ["deposit", "code"] })
    ).filter((definition) => definition.kind === "deposit" && isLive(definition, at));
    if (!playerId) {
      return {
        list: definitions
          .filter((definition) => definition.trigger === "deposit")
          .map((definition) => ({ definition, bonusCode: null })),
        countries: [],
      };
    }
    const [facts, deposits, codes] = await Promise.all([
      selectPlayerFacts(executor, playerId),
      countDeposits(executor, playerId),
      selectBonusCodes(executor, playerId, {
        trigger: BONUS_CODE_TRIGGER.DEPOSIT,
        statuses: [BONUS_CODE_STATUS.WAITING],
      }),
    ]);
    const countries = facts?.countries ?? [];
    const claimed = await selectClaimedDefinitions(
      executor,
      playerId,
      definitions.map((definition) => definition.id),
    );
    const codeOf = new Map(codes.map((code) => [code.definitionId, code.code]));
    const list: Candidate[] = [];
    for (const definition of definitions) {
      const bonusCode = codeOf.get(definition.id) ?? null;
      if (definition.trigger === "code" && !bonusCode) continue;
      if (definition.depositNumber !== null) {
        const next = definition.depositNumber === deposits + 1;
        if (!options.all && (!next || claimed.has(definition.id))) continue;
      } else if (claimed.has(definition.id)) {
        continue;
      }
      if (jurisdictionRefusal(countries, definition)) continue;
      list.push({ definition, bonusCode });
    }
    // A code the player entered comes first: it is what they asked for.
    list.sort((a, b) => Number(b.bonusCode !== null) - Number(a.bonusCode !== null));
    return { list, countries };
  }

  /**
   * The offers for a deposit of `amount` (minor units; null: any) in `currency`, their texts in
   * `locale`.
   */
  async function offers(
    playerId: string | null,
    currency: CurrencyFacts,
    base: CurrencyFacts,
    amount: bigint | null,
    locale?: string,
  ): Promise<DepositBonus[]> {
    const { list, countries } = await candidates(db, playerId, { all: amount === null });
    return list.flatMap(({ definition, bonusCode }) => {
      const terms = resolveTerms(definition.amounts, currency, base);
      if (amount !== null && terms.minDeposit !== null && amount < terms.minDeposit) return [];
      const capped =
        amount !== null && definition.percent !== null
          ? depositMatch(amount, definition.percent, terms.maxAmount)
          : null;
      return [
        toDepositBonus(
          definition,
          {
            currency: currency.code,
            subunitToUnit: currency.subunitToUnit,
            terms,
            amount: capped,
            countries,
            bonusCode,
          },
          locale,
        ),
      ];
    });
  }

  /** The definition a succeeded deposit gets, if any (see DepositBonusHook.onSucceeded). */
  async function chosenFor(
    tx: DbExecutor,
    input: {
      playerId: string;
      number: number;
      amount: bigint;
      recipient: Recipient;
      bonusId: string | null;
    },
  ): Promise<Candidate | undefined> {
    const { list } = await candidates(tx, input.playerId, { all: true });
    const fits = (candidate: Candidate) => {
      const terms = resolveTerms(
        candidate.definition.amounts,
        input.recipient.account.currency,
        input.recipient.base,
      );
      const step = candidate.definition.depositNumber;
      return (
        (step === null || step === input.number) &&
        (terms.minDeposit === null || input.amount >= terms.minDeposit)
      );
    };
    const usable = list.filter(fits);
    if (input.bonusId) {
      const chosen = list.find((candidate) => candidate.definition.id === input.bonusId);
      // A welcome step chosen for another deposit number counts as choosing the package.
      if (chosen?.definition.packageId && !fits(chosen)) {
        return usable.find(
          (candidate) => candidate.definition.packageId === chosen.definition.packageId,
        );
      }
      return chosen && fits(chosen) ? chosen : undefined;
    }
    // Nothing chosen: a waiting code first, else the welcome package's step.
    return (
      usable.find((candidate) => candidate.bonusCode !== null) ??
      usable.find((candidate) => candidate.definition.depositNumber !== null)
    );
  }

  const hook: DepositBonusHook = {
    async check(input) {
      if (input.isBonusDecline || input.bonusId === null) return;
      const pair = await selectCurrencyPair(db, input.currency);
      if (!pair) return;
      const available = await offers(input.playerId, pair.currency, pair.base, input.amount);
      if (!available.some((offer) => offer.id === input.bonusId)) {
        throw AppError.validation(
          { bonusId: ["This bonus can't be taken with this deposit"] },
          "The bonus does not fit this deposit",
        );
      }
    },

    async onSucceeded(tx, invoice) {
      const details = invoice.details;
      if (details["isBonusDecline"] === true) return;
      const account = await selectAccount(tx, invoice.playerId, { id: invoice.walletAccountId });
      const pair = account ? await selectCurrencyPair(tx, account.currency.code) : undefined;
      if (!account || !pair) return;
      const recipient: Recipient = { playerId: invoice.playerId, account, base: pair.base };
      const bonusId = typeof details["bonusId"] === "string" ? details["bonusId"] : null;
      const chosen = await chosenFor(tx, {
        playerId: invoice.playerId,
        number: invoice.number,
        amount: invoice.amount,
        recipient,
        bonusId,
      });
      if (!chosen) return;
      let issued;
      try {
        issued = await engine.issueDefinition(tx, recipient, chosen.definition, {
          idempotencyKey: `deposit:${invoice.id}`,
          source: { kind: "deposit", id: invoice.id },
          depositAmount: invoice.amount,
          invoiceId: invoice.id,
          activate: true,
          once: true,
        });
      } catch (error) {
        // The deposit goes through without its bonus (excluded meanwhile, claimed by a race).
        if (error instanceof BonusRefusal) return;
        throw error;
      }
      if (chosen.bonusCode && issued.playerBonusId) {
        const [code] = await tx
          .update(playerBonusCodes)
          .set({
            status: BONUS_CODE_STATUS.USED,
            playerBonusId: issued.playerBonusId,
            usedAt: engine.now(),
          })
          .where(
            and(
              eq(playerBonusCodes.playerId, invoice.playerId),
              eq(playerBonusCodes.definitionId, chosen.definition.id),
            ),
          )
          .returning({ id: playerBonusCodes.id });
        if (code) await engine.publishCode(tx, invoice.playerId, code.id);
      }
    },
  };

  return {
    offers,
    hook,

    /** GET /api/game/bonuses/status: whether each definition may still be taken, and why not. */
    async availability(playerId: string, ids: readonly string[]): Promise<BonusAvailability[]> {
      const at = engine.now();
      const facts = await selectPlayerFacts(db, playerId);
      const definitions = new Map(
        (await selectDefinitions(db, { ids: ids.filter(isUuid) })).map((row) => [row.id, row]),
      );
      const claimed = await selectClaimedDefinitions(db, playerId, [...definitions.keys()]);
      const excluded =
        !facts || facts.status !== "active" || (await engine.isExcluded(db, playerId));
      return ids.map((id) => {
        const definition = definitions.get(id);
        const pair = { id, isAvailable: false };
        if (!definition || !isLive(definition, at)) return { ...pair, status: "ended" };
        if (excluded) return { ...pair, status: "excluded" };
        if (definition.trigger !== "manual" && definition.trigger !== "cashback") {
          if (claimed.has(id)) return { ...pair, status: "claimed" };
        }
        if (jurisdictionRefusal(facts?.countries ?? [], definition)) {
          return { ...pair, status: "jurisdiction" };
        }
        return { id, isAvailable: true, status: null };
      });
    },
  };
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export type DepositBonuses = ReturnType<typeof createDepositBonuses>;
