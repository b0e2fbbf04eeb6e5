import type { Competitor, MarketType } from "../../contracts/sportsbook.ts";
import {
  MARGIN_LIVE_EXTRA,
  MARGIN_OTHER_EXTRA,
  type CombatProfile,
  type GoalsProfile,
  type PointsProfile,
  type SetsProfile,
  type SportProfile,
} from "../feed/profiles.ts";
import type { EventModel, EventResult, FeedState } from "../feed/types.ts";
import { lineText, marketKey, runnerOutcome, selectionId, signedLine } from "../markets/keys.ts";
import { settleSelection } from "../settlement/markets.ts";
import { discreteNormal, mean, median, poisson, type Distribution } from "./distributions.ts";
import { priceBook } from "./margin.ts";
import { createSetSolver, type SetState } from "./sets.ts";

/**
 * The book's markets of an event at a moment: from its model (the teams' strengths) and the
 * state the feed last told it (score, clock, sets), never from the future. Goals and points are
 * priced by the expected value of the settlement rule itself over the distribution of final
 * scores, so Asian lines, pushes and voids are priced exactly as they will be settled. Live
 * prices move with the clock: the time is taken to PRICE_STEP_MS, so every reader between two
 * steps sees the same odds.
 */

export const PRICE_STEP_MS = 5_000;
/** Goals sports scoring more than this per match are priced with normal marginals. */
const NORMAL_GOALS_ABOVE = 15;

export interface PricedSelection {
  id: string;
  outcome: string;
  name: string;
  /** Hundredths. */
  odds: number;
}

export interface PricedMarket {
  key: string;
  type: MarketType;
  name: string;
  line: number | null;
  period: number | null;
  isMain: boolean;
  selections: PricedSelection[];
}

export interface PricingInput {
  eventId: number;
  profile: SportProfile;
  model: EventModel;
  state: FeedState;
  competitors: readonly Competitor[];
  /** Epoch milliseconds. */
  at: number;
}

export function priceTime(at: number): number {
  return Math.floor(at / PRICE_STEP_MS) * PRICE_STEP_MS;
}

interface Draft {
  type: MarketType;
  value?: number;
  name: string;
  isMain: boolean;
  outcomes: { outcome: string; name: string; p: number }[];
  /** Races: long shots are offered at the maximum odds rather than left out. */
  clampHigh?: boolean;
}

/** Weighted final results (pseudo results where only the relevant numbers matter). */
type Results = readonly (readonly [EventResult, number])[];

/**
 * The fair chance of a selection as the settlement rule pays it: π = E[won halves] /
 * (2 − E[returned halves]), i.e. 1 / the odds at which the selection returns its stake on
 * average (a plain win/lose outcome gives its probability; a push is taken out).
 */
function fairChance(
  results: Results,
  type: MarketType,
  value: number | undefined,
  outcome: string,
): number {
  const key = marketKey(type, value);
  const parsed = {
    key,
    type,
    line: type === "set" ? null : (value ?? null),
    period: type === "set" ? (value ?? null) : null,
    selectionId: "",
    eventId: 0,
    outcome,
  };
  let won = 0;
  let returned = 0;
  for (const [result, p] of results) {
    const settled = settleSelection(parsed, result);
    won += settled.won * p;
    returned += settled.returned * p;
  }
  const stake = 2 - returned;
  return stake <= 1e-12 ? 0 : won / stake;
}

function scoreResult(home: number, away: number): EventResult {
  return { kind: "score", home, away, regulation: { home, away }, periods: [] };
}

function names(competitors: readonly Competitor[]) {
  return {
    home: competitors.find((competitor) => competitor.side === "home")?.name ?? "Home",
    away: competitors.find((competitor) => competitor.side === "away")?.name ?? "Away",
  };
}

/** Clock seconds played at `at`. */
function elapsed(state: FeedState, at: number): number {
  const clock = state.clock;
  if (!clock || clock.seconds === null) return 0;
  return clock.seconds + (clock.running ? Math.max(0, (at - clock.at) / 1000) : 0);
}

/** Share of regulation time still to play (a sliver at least, until the final whistle). */
function remainingShare(
  state: FeedState,
  at: number,
  periods: number,
  periodSeconds: number,
): number {
  if (state.status !== "live") return 1;
  const total = periods * periodSeconds;
  const played = elapsed(state, at);
  if (played >= total) {
    // Stoppage time or overtime: a sliver of the match is still to come.
    return 0.5 / (total / 60);
  }
  return Math.max(0.5 / (total / 60), (total - played) / total);
}

/** Over/under a line: `over` and `under` are the sides' fair chances. */
function overUnder(
  type: "ou" | "sets_ou",
  line: number,
  name: string,
  over: number,
  under = 1 - over,
  isMain = false,
): Draft {
  return {
    type,
    value: line,
    name: `${name} ${lineText(line)}`,
    isMain,
    outcomes: [
      { outcome: "over", name: `Over ${lineText(line)}`, p: over },
      { outcome: "under", name: `Under ${lineText(line)}`, p: under },
    ],
  };
}

/** A handicap `line` on home (away takes the opposite): `cover` is home's fair chance. */
function handicap(
  type: "ah" | "sets_ah",
  line: number,
  name: string,
  sides: { home: string; away: string },
  cover: number,
  against = 1 - cover,
  isMain = false,
): Draft {
  return {
    type,
    value: line,
    name: `${name} ${signedLine(line)}`,
    isMain,
    outcomes: [
      { outcome: "home", name: `${sides.home} ${signedLine(line)}`, p: cover },
      { outcome: "away", name: `${sides.away} ${signedLine(-line)}`, p: against },
    ],
  };
}

/** Market drafts of totals and handicaps from marginal distributions. */
function lineDrafts(
  options: {
    totals: Results;
    margins: Results;
    totalDistribution: Distribution;
    marginDistribution: Distribution;
    asian: boolean;
    noun: string;
  },
  home: string,
  away: string,
): Draft[] {
  const drafts: Draft[] = [];
  const sdOf = (distribution: Distribution) => {
    const m = mean(distribution);
    let variance = 0;
    for (const [value, p] of distribution) variance += p * (value - m) ** 2;
    return Math.sqrt(variance);
  };
  const centre = Math.floor(median(options.totalDistribution)) + 0.5;
  const totalStep = Math.max(1, Math.round(sdOf(options.totalDistribution) / 3));
  const totalLines = options.asian
    ? [centre - 1, centre - 0.25, centre, centre + 0.25, centre + 1]
    : [-2, -1, 0, 1, 2].map((k) => centre + k * totalStep);
  for (const line of totalLines.filter((value) => value > 0)) {
    drafts.push(
      overUnder(
        "ou",
        line,
        `Total ${options.noun}`,
        fairChance(options.totals, "ou", line, "over"),
        fairChance(options.totals, "ou", line, "under"),
        line === centre,
      ),
    );
  }
  const expected = mean(options.marginDistribution);
  const base = options.asian ? -Math.round(expected * 4) / 4 : -(Math.floor(expected) + 0.5);
  const step = options.asian ? 0.25 : Math.max(1, Math.round(sdOf(options.marginDistribution) / 4));
  const handicapLines = options.asian
    ? [base - 0.5, base - 0.25, base, base + 0.25, base + 0.5]
    : [base - step, base, base + step];
  for (const line of handicapLines) {
    drafts.push(
      handicap(
        "ah",
        line,
        "Handicap",
        { home, away },
        fairChance(options.margins, "ah", line, "home"),
        fairChance(options.margins, "ah", line, "away"),
        line === base,
      ),
    );
  }
  return drafts;
}

function resultDrafts(
  results: Results,
  draws: boolean,
  home: string,
  away: string,
  btts: boolean,
): Draft[] {
  const chance = (type: MarketType, outcome: string) =>
    fairChance(results, type, undefined, outcome);
  const drafts: Draft[] = [];
  if (draws) {
    drafts.push(
      {
        type: "1x2",
        name: "Match result",
        isMain: true,
        outcomes: [
          { outcome: "home", name: home, p: chance("1x2", "home") },
          { outcome: "draw", name: "Draw", p: chance("1x2", "draw") },
          { outcome: "away", name: away, p: chance("1x2", "away") },
        ],
      },
      {
        type: "dc",
        name: "Double chance",
        isMain: false,
        // Overlapping outcomes: each is priced against its complement.
        outcomes: [
          { outcome: "home_draw", name: `${home} or draw`, p: chance("dc", "home_draw") },
          { outcome: "home_away", name: `${home} or ${away}`, p: chance("dc", "home_away") },
          { outcome: "draw_away", name: `Draw or ${away}`, p: chance("dc", "draw_away") },
        ],
      },
      {
        type: "dnb",
        name: "Draw no bet",
        isMain: false,
        outcomes: [
          { outcome: "home", name: home, p: chance("dnb", "home") },
          { outcome: "away", name: away, p: chance("dnb", "away") },
        ],
      },
    );
  } else {
    drafts.push({
      type: "ml",
      name: "Winner",
      isMain: true,
      outcomes: [
        { outcome: "home", name: home, p: chance("ml", "home") },
        { outcome: "away", name: away, p: chance("ml", "away") },
      ],
    });
  }
  if (btts) {
    drafts.push({
      type: "btts",
      name: "Both teams to score",
      isMain: false,
      outcomes: [
        { outcome: "yes", name: "Yes", p: chance("btts", "yes") },
        { outcome: "no", name: "No", p: chance("btts", "no") },
      ],
    });
  }
  return drafts;
}

function marginals(totalDistribution: Distribution, marginDistribution: Distribution) {
  const totals: [EventResult, number][] = [...totalDistribution].map(([total, p]) => [
    scoreResult(total, 0),
    p,
  ]);
  const margins: [EventResult, number][] = [...marginDistribution].map(([margin, p]) => [
    scoreResult(Math.max(margin, 0), Math.max(-margin, 0)),
    p,
  ]);
  return { totals, margins };
}

function goalsDrafts(
  input: PricingInput,
  profile: GoalsProfile,
  model: EventModel & { kind: "goals" },
): Draft[] {
  const { home, away } = names(input.competitors);
  const score = input.state.score ?? { home: 0, away: 0 };
  const share = remainingShare(input.state, input.at, profile.periods, profile.periodSeconds);
  const lambdaHome = model.lambdaHome * share;
  const lambdaAway = model.lambdaAway * share;
  if (profile.meanGoals > NORMAL_GOALS_ABOVE) {
    const variance = lambdaHome + lambdaAway;
    const marginDistribution = discreteNormal(
      score.home - score.away + lambdaHome - lambdaAway,
      Math.sqrt(variance),
    );
    const totalDistribution = discreteNormal(
      score.home + score.away + lambdaHome + lambdaAway,
      Math.sqrt(variance),
    );
    const { totals, margins } = marginals(totalDistribution, marginDistribution);
    return [
      ...resultDrafts(margins, true, home, away, false),
      ...lineDrafts(
        { totals, margins, totalDistribution, marginDistribution, asian: false, noun: "goals" },
        home,
        away,
      ),
    ];
  }
  const homeGoals = poisson(lambdaHome);
  const awayGoals = poisson(lambdaAway);
  const results: [EventResult, number][] = [];
  const totalDistribution: Distribution = new Map();
  const marginDistribution: Distribution = new Map();
  homeGoals.forEach((ph, h) => {
    awayGoals.forEach((pa, a) => {
      const p = ph * pa;
      if (p < 1e-12) return;
      const finalHome = score.home + h;
      const finalAway = score.away + a;
      results.push([scoreResult(finalHome, finalAway), p]);
      const total = finalHome + finalAway;
      const margin = finalHome - finalAway;
      totalDistribution.set(total, (totalDistribution.get(total) ?? 0) + p);
      marginDistribution.set(margin, (marginDistribution.get(margin) ?? 0) + p);
    });
  });
  return [
    ...resultDrafts(results, true, home, away, profile.btts),
    ...lineDrafts(
      {
        totals: results,
        margins: results,
        totalDistribution,
        marginDistribution,
        asian: profile.asian,
        noun: "goals",
      },
      home,
      away,
    ),
  ];
}

function pointsDrafts(
  input: PricingInput,
  profile: PointsProfile,
  model: EventModel & { kind: "points" },
): Draft[] {
  const { home, away } = names(input.competitors);
  const score = input.state.score ?? { home: 0, away: 0 };
  const share = remainingShare(input.state, input.at, profile.periods, profile.periodSeconds);
  const weights = profile.scoreValues.reduce((sum, [, weight]) => sum + weight, 0);
  const meanValue =
    profile.scoreValues.reduce((sum, [value, weight]) => sum + value * weight, 0) / weights;
  const meanSquare =
    profile.scoreValues.reduce((sum, [value, weight]) => sum + value * value * weight, 0) / weights;
  // Compound Poisson: variance = scoring rate × E[value²].
  const variance = ((model.meanHome + model.meanAway) / meanValue) * meanSquare * share;
  const sd = Math.sqrt(variance);
  const marginDistribution = discreteNormal(
    score.home - score.away + (model.meanHome - model.meanAway) * share,
    sd,
  );
  const totalDistribution = discreteNormal(
    score.home + score.away + (model.meanHome + model.meanAway) * share,
    sd,
  );
  const { totals, margins } = marginals(totalDistribution, marginDistribution);
  const noun =
    profile.periodName === "inning" || profile.periodName === "innings" ? "runs" : "points";
  return [
    ...resultDrafts(margins, profile.draws, home, away, false),
    ...lineDrafts(
      { totals, margins, totalDistribution, marginDistribution, asian: false, noun },
      home,
      away,
    ),
  ];
}

function setsDrafts(
  input: PricingInput,
  profile: SetsProfile,
  model: EventModel & { kind: "sets" },
): Draft[] {
  const { home, away } = names(input.competitors);
  const solver = createSetSolver(profile, model);
  const score = input.state.score;
  const live = input.state.status === "live" && score !== null;
  const sets = live ? { home: score.home, away: score.away } : { home: 0, away: 0 };
  const last = live ? score.periods.at(-1) : undefined;
  const current: SetState | null =
    live && last && !input.state.setOver
      ? { home: last.home, away: last.away, server: score.serving }
      : null;
  const drafts: Draft[] = [];
  const distribution = solver.finalSets(sets, current);
  let homeWins = 0;
  for (const [key, p] of distribution) {
    const [h, a] = key.split(":").map(Number) as [number, number];
    if (h > a) homeWins += p;
  }
  drafts.push({
    type: "ml",
    name: "Match winner",
    isMain: true,
    outcomes: [
      { outcome: "home", name: home, p: homeWins },
      { outcome: "away", name: away, p: 1 - homeWins },
    ],
  });
  if (profile.bestOf > 1) {
    const played = live ? score.periods.length : 0;
    const setNumber = current ? played : played + 1;
    const win = solver.nextSetWin(sets, current);
    drafts.push({
      type: "set",
      value: setNumber,
      name: `${profile.setName} ${setNumber} winner`,
      isMain: false,
      outcomes: [
        { outcome: "home", name: home, p: win },
        { outcome: "away", name: away, p: 1 - win },
      ],
    });
    const noun = `${profile.setName.toLowerCase()}s`;
    const totalLines = profile.bestOf === 3 ? [2.5] : [profile.bestOf - 1.5, profile.bestOf - 0.5];
    for (const line of totalLines) {
      let over = 0;
      for (const [key, p] of distribution) {
        const [h, a] = key.split(":").map(Number) as [number, number];
        if (h + a > line) over += p;
      }
      drafts.push(overUnder("sets_ou", line, `Total ${noun}`, over));
    }
    const handicapLines = profile.bestOf === 3 ? [-1.5, 1.5] : [-2.5, -1.5, 1.5, 2.5];
    for (const line of handicapLines) {
      let cover = 0;
      for (const [key, p] of distribution) {
        const [h, a] = key.split(":").map(Number) as [number, number];
        if (h + line > a) cover += p;
      }
      drafts.push(handicap("sets_ah", line, `${profile.setName} handicap`, { home, away }, cover));
    }
  } else {
    // One long set (darts legs, snooker frames): totals and handicaps of its units.
    const units = solver.finalUnits(
      current ?? { home: 0, away: 0, server: score?.serving ?? null },
    );
    const totals: Distribution = new Map();
    const margins: Distribution = new Map();
    for (const [key, p] of units) {
      const [h, a] = key.split(":").map(Number) as [number, number];
      totals.set(h + a, (totals.get(h + a) ?? 0) + p);
      margins.set(h - a, (margins.get(h - a) ?? 0) + p);
    }
    const noun = profile.unitName.toLowerCase();
    const centre = Math.floor(median(totals)) + 0.5;
    for (const line of [centre - 1, centre, centre + 1]) {
      let over = 0;
      for (const [total, p] of totals) if (total > line) over += p;
      drafts.push(overUnder("ou", line, `Total ${noun}`, over, 1 - over, line === centre));
    }
    for (const line of [-2.5, -1.5, 1.5, 2.5]) {
      let cover = 0;
      for (const [margin, p] of margins) if (margin + line > 0) cover += p;
      drafts.push(handicap("ah", line, `${profile.unitName} handicap`, { home, away }, cover));
    }
  }
  return drafts;
}

function combatDrafts(
  input: PricingInput,
  profile: CombatProfile,
  model: EventModel & { kind: "combat" },
): Draft[] {
  const { home, away } = names(input.competitors);
  const live = input.state.status === "live";
  const round = live ? Math.max(1, input.state.round) : 1;
  const inRound = live
    ? Math.min(
        1,
        Math.max(
          0,
          (elapsed(input.state, input.at) - (round - 1) * profile.roundSeconds) /
            profile.roundSeconds,
        ),
      )
    : 0;
  // Rounds (or the part of one) still to survive for the fight to go the distance.
  const left = profile.rounds - round + 1 - inRound;
  const distance = Math.pow(1 - profile.stoppagePerRound, left);
  const draw = distance * profile.drawChance;
  const drafts: Draft[] = [];
  if (profile.threeWay) {
    drafts.push({
      type: "1x2",
      name: "Result",
      isMain: true,
      outcomes: [
        { outcome: "home", name: home, p: (1 - draw) * model.pHome },
        { outcome: "draw", name: "Draw", p: draw },
        { outcome: "away", name: away, p: (1 - draw) * (1 - model.pHome) },
      ],
    });
  } else {
    drafts.push({
      type: "ml",
      name: "Winner",
      isMain: true,
      outcomes: [
        { outcome: "home", name: home, p: model.pHome },
        { outcome: "away", name: away, p: 1 - model.pHome },
      ],
    });
  }
  if (profile.stoppagePerRound > 0 && profile.rounds > 1) {
    drafts.push({
      type: "distance",
      name: "Fight goes the distance",
      isMain: false,
      outcomes: [
        { outcome: "yes", name: "Yes", p: distance },
        { outcome: "no", name: "No", p: 1 - distance },
      ],
    });
  }
  return drafts;
}

function raceDrafts(input: PricingInput, model: EventModel & { kind: "race" }): Draft[] {
  return [
    {
      type: "winner",
      name: "Winner",
      isMain: true,
      clampHigh: true,
      outcomes: input.competitors.map((runner) => ({
        outcome: runnerOutcome(runner.id),
        name: runner.name,
        p: model.win[runner.id] ?? 0,
      })),
    },
  ];
}

function draftsOf(input: PricingInput): Draft[] {
  const { profile, model } = input;
  if (profile.kind === "goals" && model.kind === "goals") return goalsDrafts(input, profile, model);
  if (profile.kind === "points" && model.kind === "points")
    return pointsDrafts(input, profile, model);
  if (profile.kind === "sets" && model.kind === "sets") return setsDrafts(input, profile, model);
  if (profile.kind === "combat" && model.kind === "combat")
    return combatDrafts(input, profile, model);
  if (profile.kind === "race" && model.kind === "race") return raceDrafts(input, model);
  return [];
}

/** The margin of a market: the profile's, more off the main markets and in play. */
export function marginOf(profile: SportProfile, isMain: boolean, live: boolean): number {
  return profile.margin + (isMain ? 0 : MARGIN_OTHER_EXTRA) + (live ? MARGIN_LIVE_EXTRA : 0);
}

/** Every market the book offers on the event at `input.at` (quantised to PRICE_STEP_MS). */
export function priceEvent(input: PricingInput): PricedMarket[] {
  const { state } = input;
  if (state.status !== "not_started" && state.status !== "live") return [];
  const at = priceTime(input.at);
  const live = state.status === "live";
  const markets: PricedMarket[] = [];
  for (const draft of draftsOf({ ...input, at })) {
    const margin = marginOf(input.profile, draft.isMain, live);
    // Double chance outcomes overlap: each pair (outcome, its complement) is priced on its own.
    const odds =
      draft.type === "dc"
        ? draft.outcomes.map(
            (outcome) => priceBook([outcome.p, 1 - outcome.p], margin)?.[0] ?? null,
          )
        : (priceBook(
            draft.outcomes.map((outcome) => outcome.p),
            margin,
            { clampHigh: draft.clampHigh },
          ) ?? []);
    if (odds.length !== draft.outcomes.length || odds.some((price) => price === null)) continue;
    const key = marketKey(draft.type, draft.value);
    markets.push({
      key,
      type: draft.type,
      name: draft.name,
      line: draft.type === "set" ? null : (draft.value ?? null),
      period: draft.type === "set" ? (draft.value ?? null) : null,
      isMain: draft.isMain,
      selections: draft.outcomes.map((outcome, index) => ({
        id: selectionId(input.eventId, key, outcome.outcome),
        outcome: outcome.outcome,
        name: outcome.name,
        odds: odds[index] as number,
      })),
    });
  }
  return markets;
}
