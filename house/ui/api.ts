import type * as z from "zod/mini";
import type { FieldErrors } from "../../contracts/errors.ts";
import {
  HOUSE_API_PREFIX,
  roundResponse,
  roundsResponse,
  rotateSeedsResponse,
  seedHistoryResponse,
  sessionResponse,
  type PlaceBetBody,
  type RoundActionBody,
} from "../server/protocol.ts";

/** The header every studio call carries (house/server/launch.ts LAUNCH_HEADER). */
export const LAUNCH_HEADER = "x-house-launch";

/** A refused or failed studio call, with the platform's error code when the server gave one. */
export class HouseApiError extends Error {
  override readonly name = "HouseApiError";
  readonly status: number;
  /** The product error code (12001, 14306…), or the HTTP status when the body had none. */
  readonly code: number;
  readonly fields: FieldErrors | undefined;
  constructor(status: number, code: number, message: string, fields?: FieldErrors) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** Status 0: the request never reached the server (offline, blocked). */
export const NETWORK_ERROR_STATUS = 0;

function errorFromBody(status: number, body: unknown): HouseApiError {
  const error =
    body &&
    typeof body === "object" &&
    "error" in body &&
    body.error &&
    typeof body.error === "object"
      ? (body.error as { code?: unknown; message?: unknown; fields?: unknown })
      : undefined;
  const code = typeof error?.code === "number" ? error.code : status;
  const message =
    typeof error?.message === "string" && error.message ? error.message : `HTTP ${status}`;
  const fields =
    error?.fields && typeof error.fields === "object"
      ? Object.fromEntries(
          Object.entries(error.fields as Record<string, unknown>).map(([key, value]) => [
            key,
            Array.isArray(value) ? value.map(String) : [String(value)],
          ]),
        )
      : undefined;
  return new HouseApiError(status, code, message, fields);
}

type Fetch = typeof fetch;

/**
 * The typed client of the studio API (house/server/protocol.ts): one place for the launch
 * header, JSON and errors. Responses are checked against the protocol's schemas, so a board
 * never renders a shape it does not know.
 */
export function createHouseApi(launch: string, fetchImpl: Fetch = fetch) {
  async function call<S extends z.ZodMiniType>(
    schema: S,
    path: string,
    init: { method?: "GET" | "POST"; body?: unknown; signal?: AbortSignal } = {},
  ): Promise<z.infer<S>> {
    const headers: Record<string, string> = { [LAUNCH_HEADER]: launch, accept: "application/json" };
    if (init.body !== undefined) headers["content-type"] = "application/json";
    let response: Response;
    try {
      response = await fetchImpl(`${HOUSE_API_PREFIX}${path}`, {
        method: init.method ?? "GET",
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: init.signal,
        credentials: "omit",
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      throw new HouseApiError(
        NETWORK_ERROR_STATUS,
        NETWORK_ERROR_STATUS,
        "The game server could not be reached.",
      );
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    if (!response.ok) throw errorFromBody(response.status, body);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new HouseApiError(
        response.status,
        response.status,
        "The game server sent an answer this page does not understand.",
      );
    }
    return parsed.data;
  }

  return {
    session: (signal?: AbortSignal) => call(sessionResponse, "/session", { signal }),
    placeBet: (body: PlaceBetBody) => call(roundResponse, "/rounds", { method: "POST", body }),
    act: (roundId: string, body: RoundActionBody) =>
      call(roundResponse, `/rounds/${encodeURIComponent(roundId)}/actions`, {
        method: "POST",
        body,
      }),
    rounds: (signal?: AbortSignal) => call(roundsResponse, "/rounds", { signal }),
    rotateSeeds: (clientSeed?: string) =>
      call(rotateSeedsResponse, "/seeds", {
        method: "POST",
        body: clientSeed === undefined ? {} : { clientSeed },
      }),
    seedHistory: (signal?: AbortSignal) => call(seedHistoryResponse, "/seeds/history", { signal }),
  };
}

export type HouseApi = ReturnType<typeof createHouseApi>;
