import type { Competitor, EventStatus, Score } from "../../contracts/sportsbook.ts";

/**
 * What the sandbox feed tells the book: fixtures with their pricing model (the pre-match view
 * of the teams), then messages that each carry the event's whole state after them. The book
 * stores the latest state and prices from it; it never sees a message before its time.
 */

export interface FixtureCompetitor extends Competitor {
  /** Strength on the model's scale (about standard normal). */
  rating: number;
}

export interface Fixture {
  id: number;
  sportId: number;
  categoryId: number;
  championshipId: number;
  name: string;
  startsAt: Date;
  competitors: FixtureCompetitor[];
  isTop: boolean;
}

/** The model the book prices an event from (decided before the start, kept unchanged). */
export type EventModel =
  /** Goals per match of each side (regulation time). */
  | { kind: "goals"; lambdaHome: number; lambdaAway: number }
  /** Points per match of each side (regulation time). */
  | { kind: "points"; meanHome: number; meanAway: number }
  /** Sets: the home side's chance of a unit, or of holding serve (tennis-like). */
  | { kind: "sets"; pHome: number; holdHome: number; holdAway: number }
  /** Combat: the home side's chance to win a fight that does not end drawn. */
  | { kind: "combat"; pHome: number }
  /** Races: each runner's chance to win. */
  | { kind: "race"; win: Record<string, number> };

/** The final result, what settlement reads. */
export type EventResult =
  | {
      kind: "score";
      /** Final score (points sports: overtime included). */
      home: number;
      away: number;
      /** Regulation time (equal to the final score where there is no overtime). */
      regulation: { home: number; away: number };
      periods: { home: number; away: number }[];
    }
  | {
      kind: "sets";
      /** Sets (maps, games) won. */
      home: number;
      away: number;
      sets: { home: number; away: number }[];
      /** Units over the match (games, points, legs, frames…). */
      units: { home: number; away: number };
    }
  | { kind: "combat"; winner: "home" | "away" | "draw"; distance: boolean; round: number }
  /** Competitor ids by finishing place; a place of two or more is a dead heat. */
  | { kind: "race"; order: string[][] }
  | { kind: "void"; reason: "postponed" | "abandoned" };

export interface FeedClock {
  period: number;
  periodName: string;
  /** Match clock seconds at `at`, or null for sports without a clock. */
  seconds: number | null;
  running: boolean;
  /** Epoch milliseconds this reading was taken. */
  at: number;
}

export interface FeedState {
  status: EventStatus;
  suspended: boolean;
  score: Score | null;
  clock: FeedClock | null;
  /** Set sports: the set in score.periods' last entry is over (a break before the next). */
  setOver: boolean;
  /** Combat: the round being fought (1-based), 0 before the start. */
  round: number;
  result: EventResult | null;
}

export interface FeedMessage {
  /** Epoch milliseconds. */
  at: number;
  state: FeedState;
}

export interface Timeline {
  model: EventModel;
  messages: FeedMessage[];
}

export const NOT_STARTED: FeedState = {
  status: "not_started",
  suspended: false,
  score: null,
  clock: null,
  setOver: false,
  round: 0,
  result: null,
};
