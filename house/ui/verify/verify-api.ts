import { HOUSE_API_PREFIX, verifyResponse, type VerifyResponse } from "../../server/protocol.ts";
import type { VerifyRequest } from "./verify-form.ts";

/** A verification the studio refused (bad seed, params the game does not accept…) or could not run. */
export class VerifyError extends Error {
  override readonly name = "VerifyError";
  readonly status: number;
  readonly fields: Record<string, string[]>;
  constructor(status: number, message: string, fields: Record<string, string[]> = {}) {
    super(message);
    this.status = status;
    this.fields = fields;
  }
}

/** Status 0: the request never reached the studio. */
export const VERIFY_NETWORK_ERROR = 0;

function errorOf(status: number, body: unknown): VerifyError {
  const error =
    body &&
    typeof body === "object" &&
    "error" in body &&
    body.error &&
    typeof body.error === "object"
      ? (body.error as { message?: unknown; fields?: unknown })
      : {};
  const message =
    typeof error.message === "string" && error.message ? error.message : `HTTP ${status}`;
  const fields: Record<string, string[]> = {};
  if (error.fields && typeof error.fields === "object") {
    for (const [key, value] of Object.entries(error.fields as Record<string, unknown>)) {
      fields[key] = Array.isArray(value) ? value.map(String) : [String(value)];
    }
  }
  return new VerifyError(status, message, fields);
}

function parseBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** POST /house/api/verify (public, no launch): the studio recomputes the round. */
export async function verifyRoundRemote(
  request: VerifyRequest,
  options: { signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<VerifyResponse> {
  const fetchImpl = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await fetchImpl(`${HOUSE_API_PREFIX}/verify`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(request),
      credentials: "omit",
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new VerifyError(VERIFY_NETWORK_ERROR, "The game server could not be reached.");
  }
  const body = parseBody(await response.text());
  if (!response.ok) throw errorOf(response.status, body);
  const parsed = verifyResponse.safeParse(body);
  if (!parsed.success) {
    throw new VerifyError(
      response.status,
      "The game server sent an answer this page does not understand.",
    );
  }
  return parsed.data;
}
