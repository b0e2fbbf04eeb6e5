import { describe, expect, it } from "vitest";
import {
  GLOBAL_ONLINE_CHANNEL,
  PLAYER_CHANNEL_BASES,
  channelRequestSchema,
  channels,
  isKnownChannel,
  isPlayerChannel,
  playerChannels,
} from "./events.ts";

describe("realtime channels", () => {
  it("builds every SPEC §7 channel name", () => {
    const id = "42";
    expect(channels.retentionQuests(id)).toBe("retention:quests#42");
    expect(channels.bonusPlayerBonusCodes(id)).toBe("bonus:player-bonus-codes#42");
    expect(channels.bonusPlayerBonuses(id)).toBe("bonus:player-bonuses#42");
    expect(channels.bonusPlayerFreespins(id)).toBe("bonus:player-freespins#42");
    expect(channels.walletAccounts(id)).toBe("wallet:accounts#42");
    expect(channels.paymentInvoices(id)).toBe("payment:invoices#42");
    expect(channels.gameBets(id)).toBe("game:bets#42");
    expect(channels.gameSpins(id)).toBe("game:spins#42");
    expect(channels.retentionAccounts(id)).toBe("retention:accounts#42");
    expect(channels.messengerNotifications(id)).toBe("messenger:notifications#42");
    expect(channels.messengerPushes(id)).toBe("messenger:pushes#42");
    expect(channels.globalOnline()).toBe("global:online");
    // The live winners feed of the home page: public like global:online.
    expect(channels.globalWinners()).toBe("global:winners");
    expect(channels.playerLimits(id)).toBe("player:limits#42");
    expect(Object.keys(channels)).toHaveLength(14);
    expect(playerChannels(id)).toHaveLength(12);
  });

  it("parses a player channel into base and player id", () => {
    const uuid = "0b7c1f7e-2f6a-4a8e-9d55-6f1f2a3b4c5d";
    expect(isPlayerChannel(`wallet:accounts#${uuid}`)).toEqual({
      base: "wallet:accounts",
      playerId: uuid,
    });
    for (const base of PLAYER_CHANNEL_BASES) {
      expect(isPlayerChannel(`${base}#7`)).toEqual({ base, playerId: "7" });
    }
  });

  it("rejects anything that is not a well-formed player channel", () => {
    for (const room of [
      GLOBAL_ONLINE_CHANNEL,
      "wallet:accounts",
      "wallet:accounts#",
      "#42",
      "wallet:account#42",
      "WALLET:ACCOUNTS#42",
      "wallet:accounts#42#43",
      "wallet:accounts#4 2",
      "wallet:accounts#../42",
      `wallet:accounts#${"x".repeat(65)}`,
      "player:42",
      "session:abc",
      "",
    ]) {
      expect(isPlayerChannel(room), room).toBeNull();
    }
  });

  it("knows global:online and player channels, nothing else", () => {
    expect(isKnownChannel("global:online")).toBe(true);
    expect(isKnownChannel("game:bets#1")).toBe(true);
    expect(isKnownChannel("global:offline")).toBe(false);
    expect(isKnownChannel("player:1")).toBe(false);
  });

  it("validates subscribe requests", () => {
    expect(channelRequestSchema.safeParse({ channel: "global:online" }).success).toBe(true);
    expect(channelRequestSchema.safeParse({ channel: "" }).success).toBe(false);
    expect(channelRequestSchema.safeParse({ channel: 42 }).success).toBe(false);
    expect(channelRequestSchema.safeParse("global:online").success).toBe(false);
    expect(channelRequestSchema.safeParse({ channel: "global:online", extra: 1 }).success).toBe(
      false,
    );
    expect(channelRequestSchema.safeParse({ channel: "x".repeat(201) }).success).toBe(false);
  });
});
