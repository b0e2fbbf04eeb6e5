/**
 * The verify page's form: read from the address (links from the game's round history carry
 * game, serverSeed, clientSeed, nonce and params=<json>), checked in words before the call, and
 * written back to the address so a verification can be shared.
 */

/** A game the page offers: catalogue identity, display name and the engine that plays it. */
export type VerifiableGame = { identity: string; name: string; engine: string };

export type VerifyFields = {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  params: string;
  /** The hash the game showed before the bets (optional): the page compares it. */
  serverSeedHash: string;
};

export type VerifyField = keyof VerifyFields;

export type VerifyRequest = {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  params: Record<string, unknown>;
};

/** Messages as i18n keys with English defaults (the page translates them). */
export type FieldProblem = { key: string };
export type FieldProblems = Partial<Record<VerifyField, FieldProblem>>;

const SERVER_SEED = /^[0-9a-f]{64}$/;
const NONCE = /^(0|[1-9]\d{0,15})$/;

/**
 * The catalogue identity for what the address names: an identity as is, an engine id (`dice`)
 * as that engine's original, `slots` as the slot of `params.title`.
 */
export function resolveGame(
  game: string,
  params: Record<string, unknown> | null,
  games: readonly VerifiableGame[],
): string {
  const name = game.trim();
  if (games.some((entry) => entry.identity === name)) return name;
  if (name === "slots" && typeof params?.["title"] === "string") {
    const slot = games.find((entry) => entry.identity === `slot-${params["title"]}`);
    if (slot) return slot.identity;
  }
  const original = games.find((entry) => entry.engine === name && entry.engine !== "slots");
  return original?.identity ?? name;
}

function parseParamsText(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The form as the address prefills it (anything missing starts empty). */
export function fieldsFromQuery(
  query: URLSearchParams,
  games: readonly VerifiableGame[],
): VerifyFields {
  const params = query.get("params")?.trim() ?? "";
  const parsed = params ? parseParamsText(params) : null;
  const game = query.get("game") ?? "";
  return {
    game: game ? resolveGame(game, parsed, games) : (games[0]?.identity ?? ""),
    serverSeed: query.get("serverSeed")?.trim() ?? "",
    clientSeed: query.get("clientSeed") ?? "",
    nonce: query.get("nonce")?.trim() ?? "",
    // Re-serialised on one line (the textarea wraps it) so odd spacing in a link goes away.
    params: parsed ? JSON.stringify(parsed) : params,
    serverSeedHash: (query.get("serverSeedHash") ?? query.get("hash") ?? "").trim().toLowerCase(),
  };
}

/** Whether the address names a complete verification (then the page runs it at once). */
export function isComplete(query: URLSearchParams): boolean {
  return ["game", "serverSeed", "clientSeed", "nonce"].every((name) => query.get(name));
}

/** The request for the API, or the problems to show next to each field. */
export function checkFields(
  fields: VerifyFields,
  games: readonly VerifiableGame[],
): { ok: true; request: VerifyRequest } | { ok: false; problems: FieldProblems } {
  const problems: FieldProblems = {};
  if (!games.some((entry) => entry.identity === fields.game)) {
    problems.game = {
      key: "house.verify.error.game",
    };
  }
  const serverSeed = fields.serverSeed.trim();
  if (serverSeed === "") {
    problems.serverSeed = {
      key: "house.verify.error.serverSeedMissing",
    };
  } else if (!SERVER_SEED.test(serverSeed)) {
    problems.serverSeed = {
      key: "house.verify.error.serverSeed",
    };
  }
  if (fields.clientSeed.length === 0 || fields.clientSeed.length > 64) {
    problems.clientSeed = {
      key: "house.verify.error.clientSeed",
    };
  }
  const nonceText = fields.nonce.trim();
  if (!NONCE.test(nonceText) || !Number.isSafeInteger(Number(nonceText))) {
    problems.nonce = {
      key: "house.verify.error.nonce",
    };
  }
  const paramsText = fields.params.trim();
  const params = paramsText === "" ? {} : parseParamsText(paramsText);
  if (params === null) {
    problems.params = {
      key: "house.verify.error.params",
    };
  }
  const hash = fields.serverSeedHash.trim();
  if (hash !== "" && !SERVER_SEED.test(hash.toLowerCase())) {
    problems.serverSeedHash = {
      key: "house.verify.error.hash",
    };
  }
  if (Object.keys(problems).length > 0 || params === null) return { ok: false, problems };
  return {
    ok: true,
    request: {
      game: fields.game,
      serverSeed,
      clientSeed: fields.clientSeed,
      nonce: Number(nonceText),
      params,
    },
  };
}

/** The address of a verification: what the page reads back with fieldsFromQuery. */
export function queryOf(request: VerifyRequest, serverSeedHash = ""): URLSearchParams {
  const query = new URLSearchParams({
    game: request.game,
    serverSeed: request.serverSeed,
    clientSeed: request.clientSeed,
    nonce: String(request.nonce),
    params: JSON.stringify(request.params),
  });
  if (serverSeedHash.trim()) query.set("serverSeedHash", serverSeedHash.trim().toLowerCase());
  return query;
}

/**
 * Which form field an API error's field belongs to: `params.picks` and friends are the round's
 * choices; `serverSeed`, `clientSeed`, `nonce` and `game` are themselves.
 */
export function formFieldOf(apiField: string): VerifyField {
  if (apiField === "serverSeed" || apiField === "clientSeed" || apiField === "nonce") {
    return apiField;
  }
  if (apiField === "game") return "game";
  return "params";
}

/** An example of each engine's choices, shown as a hint next to the params field. */
export const PARAMS_EXAMPLES: Record<string, string> = {
  dice: '{"target": 5000, "direction": "under"}',
  limbo: '{"target": 200}',
  mines: '{"mines": 3, "picks": [7, 12]}',
  plinko: '{"rows": 16, "risk": "medium"}',
  keno: '{"picks": [3, 11, 27]}',
  hilo: '{"guesses": ["higher", "skip", "lower"]}',
  roulette: '{"bets": [{"type": "red", "amount": "100"}]}',
  blackjack: '{"actions": ["hit", "stand"]}',
  slots: "{}",
};
