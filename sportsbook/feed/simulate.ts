import type { Score } from "../../contracts/sportsbook.ts";
import type {
  CombatProfile,
  GoalsProfile,
  PointsProfile,
  RaceProfile,
  SetsProfile,
  SportProfile,
} from "./profiles.ts";
import { seededRandom, type Random } from "./random.ts";
import {
  NOT_STARTED,
  type EventModel,
  type EventResult,
  type FeedMessage,
  type FeedState,
  type Fixture,
  type Timeline,
} from "./types.ts";

/**
 * The sandbox feed's match engine: a fixture's whole match, from its seed, as timed messages
 * (kick-off, scores, periods, suspensions, the result), each carrying the state after it.
 * Every sport kind has its statistical model (see profiles.ts); a small share of fixtures is
 * postponed or abandoned, as real ones are.
 */

/** Share of fixtures postponed before the start, and abandoned during play. */
export const POSTPONED_SHARE = 0.01;
export const ABANDONED_SHARE = 0.008;
/** A postponement is announced this long before the scheduled start. */
export const POSTPONE_NOTICE_MS = 30 * 60_000;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const ordinal = (n: number) => `${n}${n === 1 ? "st" : n === 2 ? "nd" : n === 3 ? "rd" : "th"}`;

export function periodLabel(periodName: string, period: number): string {
  switch (periodName) {
    case "half":
    case "innings":
    case "period":
      return `${ordinal(period)} ${periodName}`;
    case "quarter":
      return `Q${period}`;
    case "match":
      return "Match";
    case "race":
      return "Race";
    default:
      return `${periodName[0]?.toUpperCase() ?? ""}${periodName.slice(1)} ${period}`;
  }
}

function breakLabel(periodName: string): string {
  return periodName === "half" ? "Half-time" : "Break";
}

/** The pricing model of a fixture: what the teams' strengths say before the start. */
export function modelOf(fixture: Fixture, profile: SportProfile): EventModel {
  const home = fixture.competitors[0]?.rating ?? 0;
  const away = fixture.competitors[1]?.rating ?? 0;
  const diff = home - away;
  switch (profile.kind) {
    case "goals": {
      const half = profile.meanGoals / 2;
      const tilt = (profile.homeAdvantage + profile.spread * diff) / 2;
      return {
        kind: "goals",
        lambdaHome: half * Math.exp(tilt),
        lambdaAway: half * Math.exp(-tilt),
      };
    }
    case "points": {
      const tilt = (profile.homeAdvantage + profile.spread * diff) / 2;
      const floor = profile.meanPoints * 0.3;
      return {
        kind: "points",
        meanHome: Math.max(floor, profile.meanPoints + tilt),
        meanAway: Math.max(floor, profile.meanPoints - tilt),
      };
    }
    case "sets":
      return {
        kind: "sets",
        pHome: clamp(0.5 + profile.spread * diff, 0.25, 0.75),
        holdHome: clamp(0.75 + profile.spread * diff, 0.55, 0.92),
        holdAway: clamp(0.75 - profile.spread * diff, 0.55, 0.92),
      };
    case "combat":
      return { kind: "combat", pHome: clamp(1 / (1 + Math.exp(-profile.spread * diff)), 0.1, 0.9) };
    case "race": {
      const weights = fixture.competitors.map((runner) => Math.exp(profile.spread * runner.rating));
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      return {
        kind: "race",
        win: Object.fromEntries(
          fixture.competitors.map((runner, index) => [runner.id, (weights[index] ?? 0) / total]),
        ),
      };
    }
  }
}

/** The clock stopped at `at` (a running one counted up to then), shown as `periodName`. */
function stoppedClock(
  clock: FeedState["clock"],
  at: number,
  periodName?: string,
): FeedState["clock"] {
  if (!clock) return null;
  const seconds =
    clock.seconds === null
      ? null
      : clock.seconds + (clock.running ? Math.round((at - clock.at) / 1000) : 0);
  return { ...clock, seconds, running: false, periodName: periodName ?? clock.periodName, at };
}

/** A state being built: FeedState plus how many suspensions are open. */
interface Draft extends FeedState {
  suspensions: number;
}

interface Mark {
  at: number;
  order: number;
  apply(state: Draft): void;
}

/** Changes at times, applied in time order (then in the order added), each one a message. */
class Script {
  private readonly marks: Mark[] = [];
  add(at: number, apply: (state: Draft) => void) {
    this.marks.push({ at: Math.round(at), order: this.marks.length, apply });
  }
  /** A suspension from `from` to `to` (nested ones keep the markets suspended until the last). */
  suspend(from: number, to: number) {
    this.add(from, (state) => {
      state.suspensions += 1;
      state.suspended = true;
    });
    this.add(to, (state) => {
      state.suspensions = Math.max(0, state.suspensions - 1);
      state.suspended = state.suspensions > 0;
    });
  }
  /** The end at `at` with its result, the clock stopped there. */
  end(at: number, result: EventResult, periodName = "Ended") {
    this.add(at, (state) => {
      state.status = "ended";
      state.result = result;
      state.clock = stoppedClock(state.clock, at, periodName);
    });
  }
  run(): FeedMessage[] {
    const draft: Draft = { ...structuredClone(NOT_STARTED), suspensions: 0 };
    const messages: FeedMessage[] = [];
    for (const mark of [...this.marks].sort((a, b) => a.at - b.at || a.order - b.order)) {
      // Nothing happens to an event after its end.
      if (draft.result) break;
      mark.apply(draft);
      const { suspensions: _open, ...state } = draft;
      if (state.result) state.suspended = false;
      messages.push({ at: mark.at, state: structuredClone(state) });
    }
    return messages;
  }
}

const emptyScore = (): Score => ({
  home: 0,
  away: 0,
  periods: [{ home: 0, away: 0 }],
  game: null,
  serving: null,
});

function lastPeriod(score: Score | null) {
  const period = score?.periods.at(-1);
  if (!period) throw new Error("feed: a score change before the start");
  return period;
}

/** Postponed (announced before the start) or abandoned (at a share of the playing time). */
function fateOf(
  random: Random,
): { kind: "plays" } | { kind: "postponed" } | { kind: "abandoned"; at: number } {
  const draw = random.next();
  if (draw < POSTPONED_SHARE) return { kind: "postponed" };
  if (draw < POSTPONED_SHARE + ABANDONED_SHARE)
    return { kind: "abandoned", at: random.between(0.05, 0.95) };
  return { kind: "plays" };
}

function addAbandon(script: Script, at: number) {
  script.add(at, (state) => {
    state.status = "abandoned";
    state.clock = stoppedClock(state.clock, at);
    state.result = { kind: "void", reason: "abandoned" };
  });
}

function postponed(fixture: Fixture): FeedMessage[] {
  return [
    {
      at: fixture.startsAt.getTime() - POSTPONE_NOTICE_MS,
      state: {
        ...structuredClone(NOT_STARTED),
        status: "postponed",
        result: { kind: "void", reason: "postponed" },
      },
    },
  ];
}

/** Regulation periods of a clocked sport: real start of each, with stoppage time added. */
function periodStarts(
  start: number,
  count: number,
  lengths: number[],
  breaks: (p: number) => number,
) {
  const starts: number[] = [];
  let at = start;
  for (let period = 0; period < count; period += 1) {
    starts.push(at);
    at += ((lengths[period] ?? 0) + breaks(period)) * 1000;
  }
  return starts;
}

/** Scores at clock seconds over [0, length): a Poisson process of `perSecond`. */
function scoringTimes(random: Random, perSecond: number, length: number): number[] {
  const times: number[] = [];
  if (perSecond <= 0) return times;
  for (
    let clock = random.exponential(perSecond);
    clock < length;
    clock += random.exponential(perSecond)
  ) {
    times.push(clock);
  }
  return times;
}

interface ClockedPlan {
  periods: number;
  periodSeconds: number;
  /** Real seconds each period lasts (stoppage time included). */
  lengths: number[];
  breakAfter: (period: number) => number;
  periodName: string;
}

/**
 * The frame of a clocked match: kick-off, period starts and ends (clock stopped in breaks) and
 * the final whistle with `result`; returns the real time each period starts.
 */
function clockedFrame(
  script: Script,
  fixture: Fixture,
  plan: ClockedPlan,
  result: () => EventResult,
): number[] {
  const start = fixture.startsAt.getTime();
  const starts = periodStarts(start, plan.periods, plan.lengths, plan.breakAfter);
  starts.forEach((at, index) => {
    const period = index + 1;
    script.add(at, (state) => {
      state.status = "live";
      state.score ??= emptyScore();
      if (period > 1) state.score.periods.push({ home: 0, away: 0 });
      state.clock = {
        period,
        periodName: periodLabel(plan.periodName, period),
        seconds: index * plan.periodSeconds,
        running: true,
        at,
      };
    });
    const end = at + (plan.lengths[index] ?? 0) * 1000;
    script.add(end, (state) => {
      const seconds = index * plan.periodSeconds + (plan.lengths[index] ?? 0);
      if (period === plan.periods) {
        const final = result();
        // Overtime, when there is some, keeps the match going: the result waits for it.
        const overtime =
          final.kind === "score" &&
          (final.home !== final.regulation.home || final.away !== final.regulation.away);
        state.clock = {
          period,
          periodName: overtime ? "Break" : "Full time",
          seconds,
          running: false,
          at: end,
        };
        if (overtime) return;
        state.status = "ended";
        state.result = final;
        return;
      }
      state.clock = {
        period,
        periodName: breakLabel(plan.periodName),
        seconds,
        running: false,
        at: end,
      };
    });
  });
  return starts;
}

function simulateGoals(
  fixture: Fixture,
  profile: GoalsProfile,
  model: EventModel & { kind: "goals" },
  random: Random,
): FeedMessage[] {
  const fate = fateOf(random);
  if (fate.kind === "postponed") return postponed(fixture);
  const length = profile.periods * profile.periodSeconds;
  const lengths = Array.from(
    { length: profile.periods },
    () => profile.periodSeconds + Math.round(random.between(...profile.stoppageSeconds)),
  );
  const goals: { clock: number; side: "home" | "away" }[] = [
    ...scoringTimes(random, model.lambdaHome / length, length).map((clock) => ({
      clock,
      side: "home" as const,
    })),
    ...scoringTimes(random, model.lambdaAway / length, length).map((clock) => ({
      clock,
      side: "away" as const,
    })),
  ];
  const periods = Array.from({ length: profile.periods }, () => ({ home: 0, away: 0 }));
  for (const goal of goals) {
    const period = periods[Math.floor(goal.clock / profile.periodSeconds)];
    if (period) period[goal.side] += 1;
  }
  const home = periods.reduce((sum, period) => sum + period.home, 0);
  const away = periods.reduce((sum, period) => sum + period.away, 0);

  const script = new Script();
  const starts = clockedFrame(
    script,
    fixture,
    {
      periods: profile.periods,
      periodSeconds: profile.periodSeconds,
      lengths,
      breakAfter: (period) => (period < profile.periods - 1 ? profile.breakSeconds : 0),
      periodName: profile.periodName,
    },
    () => ({ kind: "score", home, away, regulation: { home, away }, periods }),
  );
  for (const goal of goals) {
    const index = Math.floor(goal.clock / profile.periodSeconds);
    const at = (starts[index] ?? 0) + (goal.clock - index * profile.periodSeconds) * 1000;
    // The markets close as the chance builds and reopen once the goal is confirmed.
    script.suspend(
      Math.max(starts[0] ?? at, at - random.between(3, 15) * 1000),
      at + random.between(15, 40) * 1000,
    );
    script.add(at, (state) => {
      if (!state.score) return;
      state.score[goal.side] += 1;
      lastPeriod(state.score)[goal.side] += 1;
    });
  }
  // Chances that came to nothing (a penalty appeal, a shot off the post).
  const falseAlarms = Math.round((model.lambdaHome + model.lambdaAway) * 0.4 * random.next());
  for (let index = 0; index < falseAlarms; index += 1) {
    const clock = random.between(0, length);
    const period = Math.floor(clock / profile.periodSeconds);
    const at = (starts[period] ?? 0) + (clock - period * profile.periodSeconds) * 1000;
    script.suspend(at, at + random.between(10, 30) * 1000);
  }
  if (fate.kind === "abandoned") {
    const end = (starts.at(-1) ?? 0) + (lengths.at(-1) ?? 0) * 1000;
    addAbandon(script, (starts[0] ?? 0) + (end - (starts[0] ?? 0)) * fate.at);
  }
  return script.run();
}

function drawValue(random: Random, values: PointsProfile["scoreValues"]): number {
  return values[random.weighted(values.map(([, weight]) => weight))]?.[0] ?? 1;
}

function simulatePoints(
  fixture: Fixture,
  profile: PointsProfile,
  model: EventModel & { kind: "points" },
  random: Random,
): FeedMessage[] {
  const fate = fateOf(random);
  if (fate.kind === "postponed") return postponed(fixture);
  const meanValue =
    profile.scoreValues.reduce((sum, [value, weight]) => sum + value * weight, 0) /
    profile.scoreValues.reduce((sum, [, weight]) => sum + weight, 0);
  const length = profile.periods * profile.periodSeconds;
  const rate = (mean: number) => mean / meanValue / length;
  type Score = { clock: number; side: "home" | "away"; points: number };
  const scores: Score[] = [];
  for (const side of ["home", "away"] as const) {
    const mean = side === "home" ? model.meanHome : model.meanAway;
    for (const clock of scoringTimes(random, rate(mean), length)) {
      scores.push({ clock, side, points: drawValue(random, profile.scoreValues) });
    }
  }
  const periods = Array.from({ length: profile.periods }, () => ({ home: 0, away: 0 }));
  for (const score of scores) {
    const period = periods[Math.floor(score.clock / profile.periodSeconds)];
    if (period) period[score.side] += score.points;
  }
  const regulation = {
    home: periods.reduce((sum, period) => sum + period.home, 0),
    away: periods.reduce((sum, period) => sum + period.away, 0),
  };

  // A tie without draws plays overtime, then a deciding score if it is still level.
  const overtime: Score[] = [];
  const otPeriod = { home: 0, away: 0 };
  const needsOvertime = !profile.draws && regulation.home === regulation.away;
  if (needsOvertime) {
    const otLength = profile.overtimeSeconds;
    for (const side of ["home", "away"] as const) {
      const mean = side === "home" ? model.meanHome : model.meanAway;
      for (const clock of scoringTimes(random, mean / meanValue / length, otLength)) {
        overtime.push({ clock, side, points: drawValue(random, profile.scoreValues) });
      }
    }
    for (const score of overtime) otPeriod[score.side] += score.points;
    if (otPeriod.home === otPeriod.away) {
      const side = random.chance(model.meanHome / (model.meanHome + model.meanAway))
        ? "home"
        : "away";
      const points = Math.min(...profile.scoreValues.map(([value]) => value));
      overtime.push({ clock: otLength, side, points });
      otPeriod[side] += points;
    }
  }
  const final = {
    home: regulation.home + otPeriod.home,
    away: regulation.away + otPeriod.away,
  };
  const allPeriods = needsOvertime ? [...periods, otPeriod] : periods;
  const result = (): EventResult => ({ kind: "score", ...final, regulation, periods: allPeriods });

  const script = new Script();
  const lengths = Array.from({ length: profile.periods }, () => profile.periodSeconds);
  const starts = clockedFrame(
    script,
    fixture,
    {
      periods: profile.periods,
      periodSeconds: profile.periodSeconds,
      lengths,
      breakAfter: (period) => profile.breakSeconds[period] ?? 0,
      periodName: profile.periodName,
    },
    result,
  );
  const addScore = (at: number, score: Score) =>
    script.add(at, (state) => {
      if (!state.score) return;
      state.score[score.side] += score.points;
      lastPeriod(state.score)[score.side] += score.points;
    });
  for (const score of scores) {
    const index = Math.floor(score.clock / profile.periodSeconds);
    addScore((starts[index] ?? 0) + (score.clock - index * profile.periodSeconds) * 1000, score);
  }
  // Reviews and timeouts: the markets pause a few times a match.
  const reviews = 1 + random.int(3);
  const regulationEnd = (starts.at(-1) ?? 0) + profile.periodSeconds * 1000;
  for (let index = 0; index < reviews; index += 1) {
    const at = random.between(starts[0] ?? 0, regulationEnd);
    script.suspend(at, at + random.between(15, 40) * 1000);
  }
  if (needsOvertime) {
    const otStart = regulationEnd + 120_000;
    const seconds = profile.periods * profile.periodSeconds;
    script.add(otStart, (state) => {
      state.score?.periods.push({ home: 0, away: 0 });
      state.clock = {
        period: profile.periods + 1,
        periodName: "Overtime",
        seconds,
        running: true,
        at: otStart,
      };
    });
    for (const score of overtime) addScore(otStart + score.clock * 1000, score);
    const otEnd = otStart + profile.overtimeSeconds * 1000 + 1000;
    script.end(otEnd, result(), "Full time");
  }
  if (fate.kind === "abandoned") {
    addAbandon(script, (starts[0] ?? 0) + (regulationEnd - (starts[0] ?? 0)) * fate.at);
  }
  return script.run();
}

/** Who serves a unit: tennis alternates each game, starting with `first`. */
function unitChance(
  profile: SetsProfile,
  model: EventModel & { kind: "sets" },
  server: "home" | "away",
) {
  if (!profile.serve) return model.pHome;
  return server === "home" ? model.holdHome : 1 - model.holdAway;
}

/** A tie-break unit (tennis at 6–6): the better server's edge, halved. */
export function tiebreakChance(model: EventModel & { kind: "sets" }): number {
  return clamp(0.5 + (model.holdHome - model.holdAway) / 2, 0.05, 0.95);
}

function simulateSets(
  fixture: Fixture,
  profile: SetsProfile,
  model: EventModel & { kind: "sets" },
  random: Random,
): FeedMessage[] {
  const fate = fateOf(random);
  if (fate.kind === "postponed") return postponed(fixture);
  const script = new Script();
  const toWin = Math.ceil(profile.bestOf / 2);
  const sets: { home: number; away: number }[] = [];
  const won = { home: 0, away: 0 };
  const units = { home: 0, away: 0 };
  let server: "home" | "away" = random.chance(0.5) ? "home" : "away";
  let at = fixture.startsAt.getTime();
  const periodName = (set: number) =>
    profile.bestOf === 1 ? periodLabel(profile.periodName, set) : `${profile.setName} ${set}`;
  script.add(at, (state) => {
    state.status = "live";
    state.score = { ...emptyScore(), serving: profile.serve ? server : null };
    state.clock = { period: 1, periodName: periodName(1), seconds: null, running: false, at };
  });
  let totalUnits = 0;
  while (won.home < toWin && won.away < toWin) {
    const setNumber = sets.length + 1;
    const deciding = won.home === toWin - 1 && won.away === toWin - 1 && profile.bestOf > 1;
    const target = deciding ? profile.decidingTarget : profile.setTarget;
    const set = { home: 0, away: 0 };
    sets.push(set);
    if (setNumber > 1) {
      const setStart = at;
      script.add(setStart, (state) => {
        state.setOver = false;
        state.score?.periods.push({ home: 0, away: 0 });
        state.clock = {
          period: setNumber,
          periodName: periodName(setNumber),
          seconds: null,
          running: false,
          at: setStart,
        };
      });
    }
    for (;;) {
      const tiebreak =
        profile.tiebreakAt !== null &&
        set.home === profile.tiebreakAt &&
        set.away === profile.tiebreakAt;
      const chance = tiebreak ? tiebreakChance(model) : unitChance(profile, model, server);
      const winner = random.chance(chance) ? "home" : "away";
      at += profile.unitSeconds * random.between(0.6, 1.4) * (tiebreak ? 3 : 1) * 1000;
      set[winner] += 1;
      units[winner] += 1;
      totalUnits += 1;
      if (profile.serve) server = server === "home" ? "away" : "home";
      const lead = Math.abs(set.home - set.away);
      const over = tiebreak || (Math.max(set.home, set.away) >= target && lead >= profile.winBy);
      if (over) won[winner] += 1;
      const snapshot = { ...set };
      const wonNow = { ...won };
      const serving = profile.serve ? server : null;
      script.add(at, (state) => {
        if (!state.score) return;
        Object.assign(lastPeriod(state.score), snapshot);
        state.score.home = wonNow.home;
        state.score.away = wonNow.away;
        state.score.serving = serving;
        if (over) state.setOver = true;
      });
      if (fate.kind === "abandoned" && totalUnits === Math.max(1, Math.round(fate.at * 40))) {
        addAbandon(script, at + 1000);
      }
      if (over) break;
    }
    // The markets pause while a set is decided and the next one starts.
    script.suspend(at - 2000, at + 10_000);
    at += profile.setBreakSeconds * 1000;
  }
  const end = at - profile.setBreakSeconds * 1000 + 1000;
  const result: EventResult = { kind: "sets", home: won.home, away: won.away, sets, units };
  script.end(end, result);
  return script.run();
}

function simulateCombat(
  fixture: Fixture,
  profile: CombatProfile,
  model: EventModel & { kind: "combat" },
  random: Random,
): FeedMessage[] {
  const fate = fateOf(random);
  if (fate.kind === "postponed") return postponed(fixture);
  const script = new Script();
  const start = fixture.startsAt.getTime();
  let result: EventResult | null = null;
  let at = start;
  for (let round = 1; round <= profile.rounds && !result; round += 1) {
    const roundStart = at;
    script.add(roundStart, (state) => {
      state.status = "live";
      state.round = round;
      state.clock = {
        period: round,
        periodName: periodLabel(profile.periodName, round),
        seconds: (round - 1) * profile.roundSeconds,
        running: true,
        at: roundStart,
      };
    });
    if (random.chance(profile.stoppagePerRound)) {
      const stoppage = roundStart + random.between(10, profile.roundSeconds) * 1000;
      result = {
        kind: "combat",
        winner: random.chance(model.pHome) ? "home" : "away",
        distance: false,
        round,
      };
      at = stoppage;
      break;
    }
    at = roundStart + profile.roundSeconds * 1000;
    if (round < profile.rounds) {
      const breakAt = at;
      script.add(breakAt, (state) => {
        state.clock = {
          period: round,
          periodName: "Break",
          seconds: round * profile.roundSeconds,
          running: false,
          at: breakAt,
        };
      });
      at += profile.breakSeconds * 1000;
    }
  }
  result ??= {
    kind: "combat",
    winner: random.chance(profile.drawChance)
      ? "draw"
      : random.chance(model.pHome)
        ? "home"
        : "away",
    distance: true,
    round: profile.rounds,
  };
  const final = result;
  const end = at;
  // The judges' cards or the referee's call: the markets close a moment before the result.
  script.suspend(end - 5000, end + 5000);
  script.end(end, final);
  if (fate.kind === "abandoned") addAbandon(script, start + (end - start) * fate.at);
  return script.run();
}

function simulateRace(
  fixture: Fixture,
  profile: RaceProfile,
  model: EventModel & { kind: "race" },
  random: Random,
): FeedMessage[] {
  const fate = fateOf(random);
  if (fate.kind === "postponed") return postponed(fixture);
  const script = new Script();
  const start = fixture.startsAt.getTime();
  const end = start + profile.durationSeconds * 1000;
  // Plackett–Luce: each place drawn among the runners left, by their chances.
  const left = fixture.competitors.map((runner) => runner.id);
  const order: string[][] = [];
  while (left.length > 0) {
    const index = random.weighted(left.map((id) => model.win[id] ?? 0));
    order.push(left.splice(index, 1));
  }
  const [first, second] = order;
  if (first && second && random.chance(profile.deadHeatChance)) {
    order.splice(0, 2, [...first, ...second]);
  }
  // Off: no bets while they run.
  script.add(start, (state) => {
    state.status = "live";
    state.suspended = true;
    state.clock = {
      period: 1,
      periodName: periodLabel(profile.periodName, 1),
      seconds: 0,
      running: true,
      at: start,
    };
  });
  script.end(end, { kind: "race", order });
  if (fate.kind === "abandoned") addAbandon(script, start + (end - start) * fate.at);
  return script.run();
}

/** The whole match of a fixture under a seed: its model and every message. */
export function simulate(fixture: Fixture, profile: SportProfile, seed: string): Timeline {
  const random = seededRandom(`${seed}:match:${fixture.id}`);
  const model = modelOf(fixture, profile);
  let messages: FeedMessage[];
  if (profile.kind === "goals" && model.kind === "goals")
    messages = simulateGoals(fixture, profile, model, random);
  else if (profile.kind === "points" && model.kind === "points")
    messages = simulatePoints(fixture, profile, model, random);
  else if (profile.kind === "sets" && model.kind === "sets")
    messages = simulateSets(fixture, profile, model, random);
  else if (profile.kind === "combat" && model.kind === "combat")
    messages = simulateCombat(fixture, profile, model, random);
  else if (profile.kind === "race" && model.kind === "race")
    messages = simulateRace(fixture, profile, model, random);
  else throw new Error(`feed: model ${model.kind} does not fit profile ${profile.kind}`);
  return { model, messages };
}
