/**
 * How each sport is played, scheduled and priced: the statistical model of its matches. The
 * catalogue names a profile per sport (and may override it per category, as e-sports do: CS:GO
 * maps are races of rounds, Dota2 maps are single units). Durations are real seconds: a match
 * plays its clock in real time (a basketball quarter is twelve minutes of wall clock), so a
 * sandbox match is shorter than a broadcast one, and a live clock needs no conversion.
 */

/** When a championship plays: events per day by tier (1 top … 3 minor), in a window of UTC hours. */
export interface Schedule {
  perDay: readonly [number, number, number];
  /** First and last kick-off hour (UTC, last exclusive; 0–24). */
  hours: readonly [number, number];
  /** Kick-offs fall on multiples of this many minutes. */
  slotMinutes: number;
  /** Saturdays and Sundays multiply the count. */
  weekendFactor?: number;
  /** Only every n-th day has events (outrights, minor sports). */
  everyNthDay?: number;
}

interface ProfileBase {
  /** Live bets wait this long before they are accepted and re-priced. */
  delaySeconds: number;
  /** The book's margin on main markets; other markets add MARGIN_OTHER_EXTRA. */
  margin: number;
  schedule: Schedule;
  /** How much a rating step moves the match (a model-specific scale). */
  spread: number;
  /** Name of a period in the clock ("1st half" → "half"). */
  periodName: string;
}

/** Goals as two Poisson processes (soccer, hockey, handball…): regulation time only. */
export interface GoalsProfile extends ProfileBase {
  kind: "goals";
  periods: number;
  periodSeconds: number;
  breakSeconds: number;
  /** Goals per match, both teams. */
  meanGoals: number;
  /** Log-rate advantage of the home side. */
  homeAdvantage: number;
  /** Extra time added to each period, drawn between these (seconds). */
  stoppageSeconds: readonly [number, number];
  /** Both-teams-to-score and Asian quarter lines suit low-scoring sports only. */
  btts: boolean;
  asian: boolean;
}

/** Points as compound Poisson scoring (basketball, american football, rugby…). */
export interface PointsProfile extends ProfileBase {
  kind: "points";
  periods: number;
  periodSeconds: number;
  /** Break after each period but the last (index 0 after period 1). */
  breakSeconds: readonly number[];
  /** Points per team per match. */
  meanPoints: number;
  /** Points the home side adds. */
  homeAdvantage: number;
  /** Points a score is worth, with weights. */
  scoreValues: readonly (readonly [number, number])[];
  /** False: ties play overtime (moneyline); true: a draw stands (1x2). */
  draws: boolean;
  overtimeSeconds: number;
}

/**
 * Sets or maps as races of units (tennis games, volleyball points, darts legs, CS:GO rounds…):
 * best of `bestOf` sets, each won by reaching `setTarget` units (`decidingTarget` in the last
 * set) and leading by `winBy`; `tiebreakAt` (tennis) ends a set at n–n with one tie-break unit.
 */
export interface SetsProfile extends ProfileBase {
  kind: "sets";
  bestOf: number;
  setTarget: number;
  decidingTarget: number;
  winBy: number;
  tiebreakAt: number | null;
  /** Tennis-like: the unit depends on who serves (hold probabilities), serve alternates. */
  serve: boolean;
  unitSeconds: number;
  setBreakSeconds: number;
  /** "Set", "Map", "Game", "Frames", "Legs". */
  setName: string;
  unitName: string;
}

/** Fights round by round: a stoppage may end it early, else a decision (or a draw). */
export interface CombatProfile extends ProfileBase {
  kind: "combat";
  rounds: number;
  roundSeconds: number;
  breakSeconds: number;
  /** Chance a round ends the fight. */
  stoppagePerRound: number;
  /** Chance a fight that goes the distance is drawn. */
  drawChance: number;
  /** 1x2 where draws are common enough to price (boxing, chess); ml otherwise (a draw voids). */
  threeWay: boolean;
}

/** Races and outrights: a field of runners, a finishing order, now and then a dead heat. */
export interface RaceProfile extends ProfileBase {
  kind: "race";
  runners: readonly [number, number];
  durationSeconds: number;
  /** Chance two runners share first place. */
  deadHeatChance: number;
}

export type SportProfile = GoalsProfile | PointsProfile | SetsProfile | CombatProfile | RaceProfile;
export type ProfileKind = SportProfile["kind"];

/** What non-main markets add to a profile's margin. */
export const MARGIN_OTHER_EXTRA = 0.015;
/** What live prices add to the margin. */
export const MARGIN_LIVE_EXTRA = 0.01;

const day = (perDay: Schedule["perDay"], hours: Schedule["hours"], extra: Partial<Schedule> = {}) =>
  ({ perDay, hours, slotMinutes: 15, ...extra }) satisfies Schedule;
const minor = day([1, 1, 1], [10, 21], { everyNthDay: 2 });
const allDay = (perDay: Schedule["perDay"], slotMinutes = 15) =>
  day(perDay, [0, 24], { slotMinutes });

function goals(
  overrides: Partial<GoalsProfile> &
    Pick<GoalsProfile, "periods" | "periodSeconds" | "breakSeconds" | "meanGoals">,
): GoalsProfile {
  return {
    kind: "goals",
    homeAdvantage: 0.15,
    stoppageSeconds: [0, 0],
    btts: false,
    asian: false,
    delaySeconds: 6,
    margin: 0.05,
    schedule: minor,
    spread: 0.3,
    periodName: "period",
    ...overrides,
  };
}

function points(
  overrides: Partial<PointsProfile> &
    Pick<
      PointsProfile,
      "periods" | "periodSeconds" | "breakSeconds" | "meanPoints" | "scoreValues" | "draws"
    >,
): PointsProfile {
  return {
    kind: "points",
    homeAdvantage: 1,
    overtimeSeconds: 300,
    delaySeconds: 5,
    margin: 0.05,
    schedule: minor,
    spread: 4,
    periodName: "quarter",
    ...overrides,
  };
}

function sets(
  overrides: Partial<SetsProfile> &
    Pick<SetsProfile, "bestOf" | "setTarget" | "unitSeconds" | "unitName">,
): SetsProfile {
  return {
    kind: "sets",
    decidingTarget: overrides.setTarget,
    winBy: 2,
    tiebreakAt: null,
    serve: false,
    setBreakSeconds: 120,
    setName: "Set",
    delaySeconds: 4,
    margin: 0.05,
    schedule: minor,
    spread: 0.05,
    periodName: "set",
    ...overrides,
  };
}

function combat(
  overrides: Partial<CombatProfile> & Pick<CombatProfile, "rounds" | "roundSeconds">,
): CombatProfile {
  return {
    kind: "combat",
    breakSeconds: 60,
    stoppagePerRound: 0.1,
    drawChance: 0.01,
    threeWay: false,
    delaySeconds: 6,
    margin: 0.06,
    schedule: day([2, 2, 2], [18, 24], { everyNthDay: 2 }),
    spread: 0.9,
    periodName: "round",
    ...overrides,
  };
}

function race(
  overrides: Partial<RaceProfile> & Pick<RaceProfile, "runners" | "durationSeconds">,
): RaceProfile {
  return {
    kind: "race",
    deadHeatChance: 0,
    delaySeconds: 0,
    margin: 0.15,
    schedule: day([1, 1, 1], [11, 20], { everyNthDay: 2 }),
    spread: 0.8,
    periodName: "race",
    ...overrides,
  };
}

const BASKETBALL_VALUES = [
  [2, 0.6],
  [3, 0.28],
  [1, 0.12],
] as const;
const SOCCER_SCHEDULE = day([2, 2, 2], [11, 21], { weekendFactor: 2 });

export const PROFILES = {
  soccer: goals({
    periods: 2,
    periodSeconds: 45 * 60,
    breakSeconds: 15 * 60,
    meanGoals: 2.65,
    homeAdvantage: 0.25,
    stoppageSeconds: [60, 300],
    btts: true,
    asian: true,
    delaySeconds: 8,
    schedule: SOCCER_SCHEDULE,
    spread: 0.45,
    periodName: "half",
  }),
  futsal: goals({ periods: 2, periodSeconds: 20 * 60, breakSeconds: 600, meanGoals: 5.6 }),
  "beach-soccer": goals({ periods: 3, periodSeconds: 12 * 60, breakSeconds: 180, meanGoals: 8 }),
  esoccer: goals({
    periods: 2,
    periodSeconds: 4 * 60,
    breakSeconds: 60,
    meanGoals: 4.6,
    btts: true,
    schedule: allDay([24, 24, 24], 60),
    periodName: "half",
  }),
  vsoccer: goals({
    periods: 2,
    periodSeconds: 3 * 60,
    breakSeconds: 30,
    meanGoals: 2.7,
    homeAdvantage: 0.25,
    btts: true,
    asian: true,
    schedule: allDay([24, 24, 24], 60),
    spread: 0.45,
    periodName: "half",
  }),
  hockey: goals({
    periods: 3,
    periodSeconds: 20 * 60,
    breakSeconds: 15 * 60,
    meanGoals: 5.8,
    btts: true,
    schedule: day([2, 1, 1], [16, 24], { weekendFactor: 1.5 }),
  }),
  ehockey: goals({
    periods: 3,
    periodSeconds: 5 * 60,
    breakSeconds: 60,
    meanGoals: 6,
    schedule: allDay([12, 12, 12], 60),
  }),
  handball: goals({
    periods: 2,
    periodSeconds: 30 * 60,
    breakSeconds: 600,
    meanGoals: 56,
    spread: 0.12,
    homeAdvantage: 0.04,
    schedule: day([2, 1, 1], [15, 21]),
    periodName: "half",
  }),
  "beach-handball": goals({ periods: 2, periodSeconds: 600, breakSeconds: 300, meanGoals: 38 }),
  "water-polo": goals({ periods: 4, periodSeconds: 8 * 60, breakSeconds: 180, meanGoals: 19 }),
  "field-hockey": goals({
    periods: 4,
    periodSeconds: 15 * 60,
    breakSeconds: 300,
    meanGoals: 4.5,
    btts: true,
  }),
  bandy: goals({ periods: 2, periodSeconds: 45 * 60, breakSeconds: 900, meanGoals: 9 }),
  floorball: goals({ periods: 3, periodSeconds: 20 * 60, breakSeconds: 600, meanGoals: 10 }),
  lacrosse: goals({ periods: 4, periodSeconds: 15 * 60, breakSeconds: 300, meanGoals: 22 }),
  "roller-hockey": goals({ periods: 2, periodSeconds: 25 * 60, breakSeconds: 600, meanGoals: 7 }),
  ringette: goals({ periods: 2, periodSeconds: 20 * 60, breakSeconds: 600, meanGoals: 7 }),
  polo: goals({ periods: 4, periodSeconds: 7 * 60, breakSeconds: 180, meanGoals: 18 }),

  basketball: points({
    periods: 4,
    periodSeconds: 12 * 60,
    breakSeconds: [120, 900, 120],
    meanPoints: 108,
    homeAdvantage: 2.5,
    scoreValues: BASKETBALL_VALUES,
    draws: false,
    spread: 6,
    schedule: day([2, 1, 1], [0, 24], { slotMinutes: 30 }),
  }),
  "basketball-3x3": points({
    periods: 1,
    periodSeconds: 10 * 60,
    breakSeconds: [],
    meanPoints: 19,
    homeAdvantage: 0,
    scoreValues: [
      [1, 0.7],
      [2, 0.3],
    ],
    draws: false,
    overtimeSeconds: 120,
    spread: 2,
    periodName: "game",
  }),
  ebasketball: points({
    periods: 4,
    periodSeconds: 5 * 60,
    breakSeconds: [60, 120, 60],
    meanPoints: 55,
    homeAdvantage: 0,
    scoreValues: BASKETBALL_VALUES,
    draws: false,
    spread: 4,
    schedule: allDay([24, 24, 24], 60),
  }),
  vbasketball: points({
    periods: 4,
    periodSeconds: 3 * 60,
    breakSeconds: [30, 60, 30],
    meanPoints: 40,
    scoreValues: BASKETBALL_VALUES,
    draws: false,
    spread: 3,
    schedule: allDay([24, 24, 24], 60),
  }),
  "american-football": points({
    periods: 4,
    periodSeconds: 15 * 60,
    breakSeconds: [120, 1200, 120],
    meanPoints: 23,
    homeAdvantage: 2,
    scoreValues: [
      [7, 0.5],
      [3, 0.35],
      [6, 0.08],
      [2, 0.04],
      [8, 0.03],
    ],
    draws: false,
    overtimeSeconds: 600,
    spread: 5,
    schedule: day([3, 2, 1], [17, 24], { everyNthDay: 2, slotMinutes: 30 }),
  }),
  "rugby-union": points({
    periods: 2,
    periodSeconds: 40 * 60,
    breakSeconds: [600],
    meanPoints: 24,
    homeAdvantage: 3,
    scoreValues: [
      [7, 0.45],
      [5, 0.25],
      [3, 0.3],
    ],
    draws: true,
    spread: 6,
    periodName: "half",
  }),
  "rugby-league": points({
    periods: 2,
    periodSeconds: 40 * 60,
    breakSeconds: [600],
    meanPoints: 20,
    homeAdvantage: 2,
    scoreValues: [
      [6, 0.55],
      [4, 0.3],
      [2, 0.1],
      [1, 0.05],
    ],
    draws: true,
    spread: 6,
    periodName: "half",
  }),
  "aussie-rules": points({
    periods: 4,
    periodSeconds: 20 * 60,
    breakSeconds: [360, 1200, 360],
    meanPoints: 85,
    homeAdvantage: 5,
    scoreValues: [
      [6, 0.55],
      [1, 0.45],
    ],
    draws: true,
    spread: 12,
  }),
  gaelic: points({
    periods: 2,
    periodSeconds: 35 * 60,
    breakSeconds: [900],
    meanPoints: 18,
    scoreValues: [
      [1, 0.85],
      [3, 0.15],
    ],
    draws: true,
    spread: 3,
    periodName: "half",
  }),
  hurling: points({
    periods: 2,
    periodSeconds: 35 * 60,
    breakSeconds: [900],
    meanPoints: 24,
    scoreValues: [
      [1, 0.88],
      [3, 0.12],
    ],
    draws: true,
    spread: 4,
    periodName: "half",
  }),
  netball: points({
    periods: 4,
    periodSeconds: 15 * 60,
    breakSeconds: [180, 600, 180],
    meanPoints: 58,
    scoreValues: [[1, 1]],
    draws: true,
    spread: 5,
  }),
  kabaddi: points({
    periods: 2,
    periodSeconds: 20 * 60,
    breakSeconds: [300],
    meanPoints: 35,
    scoreValues: [
      [1, 0.7],
      [2, 0.2],
      [3, 0.1],
    ],
    draws: true,
    spread: 4,
    periodName: "half",
  }),
  korfball: points({
    periods: 2,
    periodSeconds: 30 * 60,
    breakSeconds: [600],
    meanPoints: 22,
    scoreValues: [[1, 1]],
    draws: true,
    spread: 3,
    periodName: "half",
  }),
  cricket: points({
    periods: 2,
    periodSeconds: 80 * 60,
    breakSeconds: [1200],
    meanPoints: 165,
    homeAdvantage: 4,
    scoreValues: [
      [1, 0.45],
      [2, 0.15],
      [4, 0.25],
      [6, 0.15],
    ],
    draws: false,
    overtimeSeconds: 600,
    spread: 12,
    periodName: "innings",
    schedule: day([2, 1, 1], [8, 18], { slotMinutes: 60 }),
  }),
  baseball: points({
    periods: 9,
    periodSeconds: 15 * 60,
    breakSeconds: [60, 60, 60, 60, 60, 60, 60, 60],
    meanPoints: 4.5,
    homeAdvantage: 0.2,
    scoreValues: [
      [1, 0.7],
      [2, 0.2],
      [3, 0.07],
      [4, 0.03],
    ],
    draws: false,
    overtimeSeconds: 900,
    spread: 0.8,
    periodName: "inning",
    schedule: day([3, 2, 1], [16, 24], { slotMinutes: 30 }),
  }),
  softball: points({
    periods: 7,
    periodSeconds: 12 * 60,
    breakSeconds: [60, 60, 60, 60, 60, 60],
    meanPoints: 4,
    scoreValues: [
      [1, 0.75],
      [2, 0.2],
      [3, 0.05],
    ],
    draws: false,
    overtimeSeconds: 720,
    spread: 0.8,
    periodName: "inning",
  }),
  curling: points({
    periods: 10,
    periodSeconds: 12 * 60,
    breakSeconds: [60, 60, 60, 60, 300, 60, 60, 60, 60],
    meanPoints: 6,
    homeAdvantage: 0.3,
    scoreValues: [
      [1, 0.6],
      [2, 0.3],
      [3, 0.1],
    ],
    draws: false,
    overtimeSeconds: 720,
    spread: 1,
    periodName: "end",
  }),

  tennis: sets({
    bestOf: 3,
    setTarget: 6,
    tiebreakAt: 6,
    serve: true,
    unitSeconds: 270,
    setBreakSeconds: 120,
    unitName: "Games",
    spread: 0.08,
    schedule: day([6, 5, 4], [8, 23], { slotMinutes: 30 }),
  }),
  etennis: sets({
    bestOf: 3,
    setTarget: 4,
    tiebreakAt: 4,
    serve: true,
    unitSeconds: 60,
    setBreakSeconds: 30,
    unitName: "Games",
    spread: 0.08,
    schedule: allDay([12, 12, 12], 60),
  }),
  padel: sets({
    bestOf: 3,
    setTarget: 6,
    tiebreakAt: 6,
    serve: true,
    unitSeconds: 240,
    unitName: "Games",
    spread: 0.07,
  }),
  volleyball: sets({
    bestOf: 5,
    setTarget: 25,
    decidingTarget: 15,
    unitSeconds: 30,
    setBreakSeconds: 180,
    unitName: "Points",
    spread: 0.035,
    schedule: day([2, 1, 1], [14, 21]),
  }),
  "beach-volleyball": sets({
    bestOf: 3,
    setTarget: 21,
    decidingTarget: 15,
    unitSeconds: 25,
    unitName: "Points",
    spread: 0.035,
    schedule: day([4, 3, 3], [9, 20], { slotMinutes: 30 }),
  }),
  "table-tennis": sets({
    bestOf: 5,
    setTarget: 11,
    unitSeconds: 20,
    setBreakSeconds: 60,
    unitName: "Points",
    spread: 0.04,
    delaySeconds: 3,
    schedule: allDay([12, 12, 12], 15),
  }),
  badminton: sets({
    bestOf: 3,
    setTarget: 21,
    unitSeconds: 25,
    setBreakSeconds: 120,
    unitName: "Points",
    spread: 0.04,
    schedule: day([4, 3, 3], [6, 18], { slotMinutes: 30 }),
  }),
  squash: sets({ bestOf: 5, setTarget: 11, unitSeconds: 40, unitName: "Points", spread: 0.04 }),
  darts: sets({
    bestOf: 1,
    setTarget: 7,
    winBy: 1,
    unitSeconds: 150,
    setName: "Legs",
    unitName: "Legs",
    spread: 0.07,
    periodName: "match",
    schedule: day([4, 4, 4], [12, 23], { slotMinutes: 30 }),
  }),
  snooker: sets({
    bestOf: 1,
    setTarget: 5,
    winBy: 1,
    unitSeconds: 900,
    setName: "Frames",
    unitName: "Frames",
    spread: 0.08,
    periodName: "match",
    schedule: day([4, 4, 4], [9, 22], { slotMinutes: 30 }),
  }),
  bowls: sets({
    bestOf: 3,
    setTarget: 7,
    winBy: 1,
    unitSeconds: 240,
    unitName: "Ends",
    spread: 0.05,
  }),
  "sepak-takraw": sets({ bestOf: 3, setTarget: 21, unitSeconds: 20, unitName: "Points" }),
  teqball: sets({ bestOf: 3, setTarget: 12, unitSeconds: 20, unitName: "Points" }),
  fistball: sets({ bestOf: 5, setTarget: 11, unitSeconds: 25, unitName: "Points" }),
  "basque-pelota": sets({
    bestOf: 1,
    setTarget: 22,
    winBy: 1,
    unitSeconds: 40,
    setName: "Game",
    unitName: "Points",
    periodName: "game",
  }),
  /** E-sports + without a category profile (CS:GO-like). */
  esports: sets({
    bestOf: 3,
    setTarget: 13,
    unitSeconds: 110,
    setBreakSeconds: 300,
    setName: "Map",
    unitName: "Rounds",
    spread: 0.03,
    delaySeconds: 5,
    periodName: "map",
    schedule: allDay([4, 4, 4], 60),
  }),
  "esports-rounds": sets({
    bestOf: 3,
    setTarget: 13,
    unitSeconds: 110,
    setBreakSeconds: 300,
    setName: "Map",
    unitName: "Rounds",
    spread: 0.03,
    delaySeconds: 5,
    periodName: "map",
    schedule: allDay([4, 4, 4], 60),
  }),
  "esports-maps": sets({
    bestOf: 3,
    setTarget: 1,
    winBy: 1,
    unitSeconds: 2200,
    setBreakSeconds: 600,
    setName: "Map",
    unitName: "Maps",
    spread: 0.12,
    delaySeconds: 5,
    periodName: "map",
    schedule: allDay([3, 3, 3], 60),
  }),
  "esports-cards": sets({
    bestOf: 5,
    setTarget: 1,
    winBy: 1,
    unitSeconds: 480,
    setBreakSeconds: 60,
    setName: "Game",
    unitName: "Games",
    spread: 0.06,
    periodName: "game",
    schedule: allDay([4, 4, 4], 60),
  }),

  boxing: combat({
    rounds: 12,
    roundSeconds: 180,
    stoppagePerRound: 0.055,
    drawChance: 0.03,
    threeWay: true,
  }),
  mma: combat({ rounds: 3, roundSeconds: 300, stoppagePerRound: 0.17, drawChance: 0.01 }),
  kickboxing: combat({ rounds: 3, roundSeconds: 180, stoppagePerRound: 0.1, drawChance: 0.02 }),
  judo: combat({
    rounds: 1,
    roundSeconds: 240,
    stoppagePerRound: 0.35,
    drawChance: 0,
    schedule: day([3, 3, 3], [8, 16], { everyNthDay: 2 }),
  }),
  sumo: combat({
    rounds: 1,
    roundSeconds: 60,
    stoppagePerRound: 0,
    drawChance: 0,
    schedule: day([6, 6, 6], [6, 9], { slotMinutes: 5 }),
  }),
  chess: combat({
    rounds: 1,
    roundSeconds: 3 * 3600,
    stoppagePerRound: 0,
    drawChance: 0.45,
    threeWay: true,
    spread: 0.5,
    periodName: "game",
    schedule: day([2, 2, 2], [12, 18], { slotMinutes: 60 }),
  }),

  "horse-race": race({
    runners: [8, 14],
    durationSeconds: 150,
    deadHeatChance: 0.03,
    schedule: day([5, 5, 5], [12, 21], { slotMinutes: 5 }),
  }),
  "dog-race": race({
    runners: [6, 6],
    durationSeconds: 40,
    deadHeatChance: 0.03,
    schedule: day([8, 8, 8], [10, 22], { slotMinutes: 5 }),
  }),
  vhorse: race({
    runners: [8, 10],
    durationSeconds: 60,
    deadHeatChance: 0.03,
    schedule: allDay([24, 24, 24], 60),
  }),
  vdog: race({
    runners: [6, 6],
    durationSeconds: 30,
    deadHeatChance: 0.03,
    schedule: allDay([24, 24, 24], 60),
  }),
  "motor-race": race({ runners: [12, 20], durationSeconds: 5400, spread: 1 }),
  "winter-race": race({ runners: [12, 20], durationSeconds: 3600 }),
  athletics: race({ runners: [8, 12], durationSeconds: 900 }),
  golf: race({ runners: [16, 24], durationSeconds: 4 * 3600, deadHeatChance: 0.05 }),
  cycling: race({ runners: [16, 20], durationSeconds: 4 * 3600 }),
  outright: race({
    runners: [6, 10],
    durationSeconds: 3600,
    schedule: day([1, 1, 1], [20, 21], { everyNthDay: 3 }),
  }),
} satisfies Record<string, SportProfile>;

export type ProfileName = keyof typeof PROFILES;

export function isProfileName(name: string): name is ProfileName {
  return Object.hasOwn(PROFILES, name);
}

export function profileOf(name: string): SportProfile {
  if (!isProfileName(name)) throw new Error(`sportsbook: no sport profile ${name}`);
  return PROFILES[name];
}
