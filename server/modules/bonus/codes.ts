import { and, eq } from "drizzle-orm";
import {
  BONUS_CODE_PATTERN,
  BONUS_CODE_STATUS,
  BONUS_CODE_TRIGGER,
  type AddBonusCode,
  type PlayerBonusCode,
} from "../../../contracts/bonus.ts";
import type { Db, DbExecutor } from "../../db/client.ts";
import { playerBonusCodes, type BonusDefinitionRow } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import type { RegistrationBonus } from "../player/service.ts";
import type { PlayerRow } from "../player/store.ts";
import { BonusRefusal, type BonusEngine } from "./engine.ts";
import { jurisdictionRefusal } from "./rules.ts";
import type { BonusService } from "./service.ts";
import {
  selectBonusCodes,
  selectClaimedDefinitions,
  selectDefinitionByCode,
  selectDefinitions,
  selectPlayerFacts,
} from "./store.ts";
import { toPlayerBonusCode } from "./views.ts";

/**
 * Bonus codes (SPEC §7 /api/game/bonuses/bonuscodes, §4 "Bonus code"). A code names one
 * definition: a deposit match waits for the player's next deposit (status 1, trigger 3); any
 * other is issued at once (status 2, trigger 2). Answers status 3 for a code that does not exist
 * and 4 for one this player can't use (used, ended, the country's rules, excluded) — nothing is
 * stored then. A sign-up's bonusCode does the same inside the registration.
 */

export const CODE_MESSAGES = {
  incorrect: "This bonus code is incorrect",
  notAvailable: "This bonus code is not available to you",
} as const;

const isDepositCode = (definition: BonusDefinitionRow) => definition.kind === "deposit";

export function createBonusCodes(deps: { db: Db; engine: BonusEngine; service: BonusService }) {
  const { db, engine, service } = deps;

  /** The definition a code names, or why the player can't use it (no write). */
  async function resolve(
    executor: DbExecutor,
    code: string,
    input: { playerId: string | null; countries: (string | null)[]; trigger: number },
  ): Promise<{ definition: BonusDefinitionRow } | { status: 3 | 4 }> {
    const definition = await selectDefinitionByCode(executor, code);
    if (!definition) return { status: BONUS_CODE_STATUS.INCORRECT };
    const at = engine.now();
    const live =
      definition.isEnabled &&
      (!definition.startsAt || definition.startsAt <= at) &&
      (!definition.endsAt || definition.endsAt > at);
    // Sign-up codes only at sign-up; any code may be given at sign-up.
    const rightTime =
      definition.trigger === "registration"
        ? input.trigger === BONUS_CODE_TRIGGER.REGISTRATION
        : definition.trigger === "code";
    if (!live || !rightTime || jurisdictionRefusal(input.countries, definition)) {
      return { status: BONUS_CODE_STATUS.NOT_AVAILABLE };
    }
    if (input.playerId) {
      const claimed = await selectClaimedDefinitions(executor, input.playerId, [definition.id]);
      const entered = await selectBonusCodes(executor, input.playerId, {
        definitionId: definition.id,
      });
      if (claimed.has(definition.id) || entered.length > 0) {
        return { status: BONUS_CODE_STATUS.NOT_AVAILABLE };
      }
    }
    return { definition };
  }

  /** Applies a valid code inside `tx`: stores it waiting, or issues its bonus and stores it used. */
  async function apply(
    tx: DbExecutor,
    playerId: string,
    definition: BonusDefinitionRow,
    code: string,
  ): Promise<string> {
    const store = async (values: Partial<typeof playerBonusCodes.$inferInsert>) => {
      const [row] = await tx
        .insert(playerBonusCodes)
        .values({
          playerId,
          definitionId: definition.id,
          code,
          trigger: BONUS_CODE_TRIGGER.DEPOSIT,
          ...values,
        })
        .returning({ id: playerBonusCodes.id });
      if (!row) throw new Error("bonus code not stored");
      return row.id;
    };
    if (isDepositCode(definition)) return store({ status: BONUS_CODE_STATUS.WAITING });
    const recipient = await service.recipient(tx, playerId);
    const issued = await engine.issueDefinition(tx, recipient, definition, {
      idempotencyKey: `code:${definition.id}:${playerId}`,
      source: { kind: "code", id: code },
      activate: false,
      once: true,
    });
    return store({
      trigger: BONUS_CODE_TRIGGER.INSTANT,
      status: BONUS_CODE_STATUS.USED,
      playerBonusId: issued.playerBonusId ?? null,
      usedAt: engine.now(),
    });
  }

  const registration: RegistrationBonus = {
    async check(text, context) {
      if (!BONUS_CODE_PATTERN.test(text)) return CODE_MESSAGES.incorrect;
      const found = await resolve(db, text.toUpperCase(), {
        playerId: null,
        countries: [context.country],
        trigger: BONUS_CODE_TRIGGER.REGISTRATION,
      });
      if ("definition" in found) return null;
      return found.status === BONUS_CODE_STATUS.INCORRECT
        ? CODE_MESSAGES.incorrect
        : CODE_MESSAGES.notAvailable;
    },
    async issue(tx, player: PlayerRow, text: string | null) {
      try {
        // Sign-up bonuses without a code go to every new player who accepts bonuses.
        if (player.receiveBonus) {
          const everyone = (await selectDefinitions(tx, { triggers: ["registration"] })).filter(
            (definition) => definition.code === null && definition.isEnabled,
          );
          for (const definition of everyone) {
            await engine.issueDefinition(tx, await service.recipient(tx, player.id), definition, {
              idempotencyKey: `registration:${definition.id}:${player.id}`,
              source: { kind: "registration", id: player.id },
              activate: false,
              once: true,
            });
          }
        }
        if (!text) return;
        const code = text.toUpperCase();
        const found = await resolve(tx, code, {
          playerId: player.id,
          countries: [player.country, player.registrationCountry],
          trigger: BONUS_CODE_TRIGGER.REGISTRATION,
        });
        if (!("definition" in found)) return;
        const id = await apply(tx, player.id, found.definition, code);
        await engine.publishCode(tx, player.id, id);
      } catch (error) {
        // The sign-up goes through without its bonus (checked just before, so rare).
        if (!(error instanceof BonusRefusal)) throw error;
      }
    },
  };

  return {
    registration,

    /**
     * GET: the codes waiting for their trigger (3, the next deposit, unless asked otherwise),
     * named in `locale`.
     */
    async list(playerId: string, trigger?: number, locale?: string): Promise<PlayerBonusCode[]> {
      const rows = await selectBonusCodes(db, playerId, {
        statuses: [BONUS_CODE_STATUS.WAITING],
        ...(trigger === undefined ? {} : { trigger }),
      });
      return rows.map((row) => toPlayerBonusCode(row, locale));
    },

    /** POST {bonusCode, trigger}: 400 for a code with odd characters; otherwise a status. */
    async add(playerId: string, body: AddBonusCode, locale?: string): Promise<PlayerBonusCode> {
      const text = body.bonusCode.trim();
      if (!BONUS_CODE_PATTERN.test(text)) {
        throw AppError.validation({
          bonusCode: ["A code has only letters, digits, - and _ (at most 50)"],
        });
      }
      const code = text.toUpperCase();
      const result = await db.transaction(
        async (tx): Promise<{ code: PlayerBonusCode } | { status: number }> => {
          const facts = await selectPlayerFacts(tx, playerId);
          if (!facts) throw AppError.notFound("No such player");
          const found = await resolve(tx, code, {
            playerId,
            countries: facts.countries,
            trigger: body.trigger,
          });
          if (!("definition" in found)) return { status: found.status };
          try {
            const id = await apply(tx, playerId, found.definition, code);
            await engine.publishCode(tx, playerId, id);
            const [row] = await selectBonusCodes(tx, playerId, { id });
            if (!row) throw new Error("bonus code vanished");
            return { code: toPlayerBonusCode(row, locale) };
          } catch (error) {
            if (error instanceof BonusRefusal) {
              return { status: BONUS_CODE_STATUS.NOT_AVAILABLE };
            }
            throw error;
          }
        },
      );
      engine.notify();
      if ("code" in result) return result.code;
      return {
        playerBonusCodeId: null,
        bonusCode: code,
        status: result.status,
        trigger: body.trigger,
        name: null,
        createdAt: null,
      };
    },

    /** DELETE {playerBonusCodeId}: drops a code still waiting; 404 for anything else. */
    async remove(playerId: string, id: string): Promise<void> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw AppError.notFound("No such bonus code");
      const deleted = await db
        .delete(playerBonusCodes)
        .where(
          and(
            eq(playerBonusCodes.id, id),
            eq(playerBonusCodes.playerId, playerId),
            eq(playerBonusCodes.status, BONUS_CODE_STATUS.WAITING),
          ),
        )
        .returning({ id: playerBonusCodes.id });
      if (deleted.length === 0) throw AppError.notFound("No such bonus code");
    },
  };
}

export type BonusCodes = ReturnType<typeof createBonusCodes>;
