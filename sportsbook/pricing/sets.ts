import type { SetsProfile } from "../feed/profiles.ts";
import { tiebreakChance } from "../feed/simulate.ts";
import type { EventModel } from "../feed/types.ts";

/**
 * Sets as races of units (the feed's model, profiles.ts), solved exactly by dynamic programming:
 * the chance to win the set from any score, then the distribution of the final set score from
 * the current one. Endless deuces (win by 2 without a tie-break, constant unit chance p) use the
 * closed form p² / (p² + q²).
 */

type SetsModel = EventModel & { kind: "sets" };
type Side = "home" | "away";

export interface SetState {
  home: number;
  away: number;
  server: Side | null;
}

export function createSetSolver(profile: SetsProfile, model: SetsModel) {
  const memo = new Map<string, number>();
  const serve = profile.serve && profile.tiebreakAt !== null;
  const flat = serve ? (model.holdHome + 1 - model.holdAway) / 2 : model.pHome;
  const chance = (server: Side | null) =>
    !serve ? flat : server === "home" ? model.holdHome : 1 - model.holdAway;
  const other = (server: Side | null): Side | null =>
    !serve ? null : server === "home" ? "away" : "home";

  /** P(home wins a set to `target`) from (home, away) with `server` to serve next. */
  function setWin(target: number, home: number, away: number, server: Side | null): number {
    const lead = home - away;
    if (home >= target && lead >= profile.winBy) return 1;
    if (away >= target && -lead >= profile.winBy) return 0;
    if (
      serve &&
      profile.tiebreakAt !== null &&
      home === profile.tiebreakAt &&
      away === profile.tiebreakAt
    ) {
      return tiebreakChance(model);
    }
    if (!serve && profile.winBy === 2 && home >= target - 1 && away >= target - 1) {
      const p = flat;
      const q = 1 - p;
      const deuce = (p * p) / (p * p + q * q);
      if (lead === 0) return deuce;
      return lead > 0 ? p + q * deuce : p * deuce;
    }
    const key = `${target}:${home}:${away}:${server ?? "-"}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const p = chance(server);
    const next = other(server);
    const value =
      p * setWin(target, home + 1, away, next) + (1 - p) * setWin(target, home, away + 1, next);
    memo.set(key, value);
    return value;
  }

  /** A set not started yet: either side may serve first. */
  function freshSet(target: number): number {
    return serve
      ? (setWin(target, 0, 0, "home") + setWin(target, 0, 0, "away")) / 2
      : setWin(target, 0, 0, null);
  }

  const toWin = Math.ceil(profile.bestOf / 2);

  /** The set number `index` (0-based) is the deciding one when both sides stand at toWin − 1. */
  function targetOf(home: number, away: number): number {
    return profile.bestOf > 1 && home === toWin - 1 && away === toWin - 1
      ? profile.decidingTarget
      : profile.setTarget;
  }

  /**
   * Final sets won, from `sets` won so far and the set in play (null: between sets or before
   * the start), as "home:away" → probability.
   */
  function finalSets(sets: { home: number; away: number }, current: SetState | null) {
    const out = new Map<string, number>();
    const walk = (home: number, away: number, p: number, first: boolean) => {
      if (p < 1e-12) return;
      if (home >= toWin || away >= toWin) {
        const key = `${home}:${away}`;
        out.set(key, (out.get(key) ?? 0) + p);
        return;
      }
      const target = targetOf(home, away);
      const win =
        first && current
          ? setWin(target, current.home, current.away, current.server)
          : freshSet(target);
      walk(home + 1, away, p * win, false);
      walk(home, away + 1, p * (1 - win), false);
    };
    walk(sets.home, sets.away, 1, true);
    return out;
  }

  /** P(home wins the set in play, or the next one when none is). */
  function nextSetWin(sets: { home: number; away: number }, current: SetState | null): number {
    const target = targetOf(sets.home, sets.away);
    return current ? setWin(target, current.home, current.away, current.server) : freshSet(target);
  }

  /**
   * A one-set match (darts legs, snooker frames) to `target` units, win by 1: the final units
   * as "home:away" → probability.
   */
  function finalUnits(current: SetState) {
    const out = new Map<string, number>();
    const target = profile.setTarget;
    // Forward over the grid: the chance of passing through each score (the server follows
    // from how many units were played).
    let layer = new Map<string, number>([[`${current.home}:${current.away}`, 1]]);
    let server = current.server;
    while (layer.size > 0) {
      const next = new Map<string, number>();
      const q = chance(server);
      for (const [key, p] of layer) {
        const [home, away] = key.split(":").map(Number) as [number, number];
        if (home >= target || away >= target) {
          out.set(key, (out.get(key) ?? 0) + p);
          continue;
        }
        for (const [score, share] of [
          [`${home + 1}:${away}`, q],
          [`${home}:${away + 1}`, 1 - q],
        ] as const) {
          next.set(score, (next.get(score) ?? 0) + p * share);
        }
      }
      layer = next;
      server = other(server);
    }
    return out;
  }

  return { setWin, finalSets, nextSetWin, finalUnits, toWin };
}
