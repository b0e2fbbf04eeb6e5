import * as z from "zod/mini";
import { ErrorCode, type FieldErrors } from "../../contracts/errors.ts";

/**
 * The one HTTP client of the app, used in the browser and during SSR (SPEC §7 "Common"):
 * cookies omitted, bearer token when there is one, a trace id on every call, 10 s timeout,
 * no retry, 512 KB response cap, a warning for slow calls and for calls with no response,
 * every failure an `ApiError`, and 401/403 reported to exactly one hook.
 */

export const REQUEST_TIMEOUT_MS = 10_000;
export const RESPONSE_SIZE_CAP_BYTES = 512 * 1024;
export const SLOW_CALL_WARNING_MS = 2000;

/** Code of failures that produced no usable response (network, timeout, cap, abort). */
export const NO_RESPONSE_CODE = 0;

export type ApiErrorReason =
  /** The server answered with an error status. */
  | "http"
  /** No response: the network failed. */
  | "network"
  /** No response within the timeout. */
  | "timeout"
  /** The caller cancelled the call. */
  | "aborted"
  /** The response was larger than the cap and was cut off. */
  | "too-large"
  /** The response was not the JSON shape the API promises. */
  | "invalid-response";

export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly fields: FieldErrors;
  readonly reason: ApiErrorReason;
  readonly traceId: string;
  /**
   * The error object of the answer as it came (`{ code, message, fields, …}`), for APIs that
   * say more than the platform's shape (the sportsbook's changed odds or new cash-out quote).
   */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(init: {
    status: number;
    code: number;
    message: string;
    fields?: FieldErrors;
    reason: ApiErrorReason;
    traceId: string;
    details?: Readonly<Record<string, unknown>>;
  }) {
    super(init.message);
    this.name = "ApiError";
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.reason = init.reason;
    this.traceId = init.traceId;
    this.details = init.details ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const errorBodySchema = z.object({
  error: z.looseObject({
    code: z.number(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.array(z.string()))),
  }),
});

/** Paging facts of list responses (`meta.totalUnread` for notifications and the like). */
export const responseMetaSchema = z.looseObject({
  page: z.optional(z.number()),
  perPage: z.optional(z.number()),
  totalPages: z.optional(z.number()),
  totalRows: z.optional(z.number()),
  totalUnread: z.optional(z.number()),
});
export type ResponseMeta = z.infer<typeof responseMetaSchema>;

const successBodySchema = z.object({ data: z.unknown(), meta: z.optional(responseMetaSchema) });

export interface ApiResponse<T> {
  data: T;
  meta?: ResponseMeta;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type Platform = "tg" | "web";
type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** JSON-serialisable value, or FormData for multipart uploads. */
  body?: unknown;
  signal?: AbortSignal;
  /** `x-platform`, on the calls SPEC §7 names (deposit methods, accounts, sessions, register, Telegram login). */
  platform?: Platform;
  /** `x-source`, on the same calls. */
  source?: string;
}

export interface UnauthorizedContext {
  method: HttpMethod;
  path: string;
  /** Whether the call carried a bearer token. */
  hadToken: boolean;
}

export interface ApiClientOptions {
  /** Origin the paths are relative to: "" in the browser, the server's own origin during SSR. */
  baseUrl: string;
  /** The current access token (refreshed by the identity feature when it is about to expire). */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** The page's locale, sent as `x-locale` so operator texts (bonus, quest, level names) come in it. */
  getLocale?: () => string | null | undefined;
  /** The single place 401 and 403 are handled. */
  onUnauthorized?: (status: 401 | 403, context: UnauthorizedContext) => void;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  now?: () => number;
  createTraceId?: () => string;
}

export interface ApiClient {
  request<S extends z.core.$ZodType>(
    method: HttpMethod,
    path: string,
    options: RequestOptions & { schema: S },
  ): Promise<ApiResponse<z.output<S>>>;
  request<T = unknown>(
    method: HttpMethod,
    path: string,
    options?: RequestOptions,
  ): Promise<ApiResponse<T>>;
}

/** Query string with bracketed arrays (`a[]=1&a[]=2`); null and undefined values are left out. */
export function buildQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return "";
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly QueryScalar[]) {
        parts.push(`${encodeURIComponent(key)}[]=${encodeURIComponent(String(item))}`);
      }
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.length === 0 ? "" : `?${parts.join("&")}`;
}

/**
 * 401, and 403 for the session itself (forbidden, unauthorized, or no product code), end the
 * session (SPEC §8). A 403 carrying a product code is a business refusal — a limited player
 * (14103), a game unavailable in the country, a restricted bet — that the caller shows; logging
 * the player out for it would hide the reason.
 */
export function isSessionFailure(status: number, code: number): boolean {
  if (status === 401) return true;
  return status === 403 && (code === ErrorCode.FORBIDDEN || code === ErrorCode.UNAUTHORIZED);
}

function codeForStatus(status: number): number {
  switch (status) {
    case 400:
      return ErrorCode.VALIDATION;
    case 401:
      return ErrorCode.UNAUTHORIZED;
    case 403:
      return ErrorCode.FORBIDDEN;
    case 404:
      return ErrorCode.NOT_FOUND;
    case 413:
      return ErrorCode.PAYLOAD_TOO_LARGE;
    case 429:
      return ErrorCode.RATE_LIMITED;
    default:
      return ErrorCode.INTERNAL;
  }
}

class ResponseTooLarge extends Error {}

/** Reads the body as text, giving up (and cancelling the download) past the cap. */
async function readCappedText(response: Response, cancel: () => void): Promise<string> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > RESPONSE_SIZE_CAP_BYTES) {
    cancel();
    throw new ResponseTooLarge();
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > RESPONSE_SIZE_CAP_BYTES) {
      cancel();
      await reader.cancel().catch(() => undefined);
      throw new ResponseTooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === "") return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const now = options.now ?? (() => performance.now());
  const createTraceId = options.createTraceId ?? (() => crypto.randomUUID());

  function request<S extends z.core.$ZodType>(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions & { schema: S },
  ): Promise<ApiResponse<z.output<S>>>;
  function request<T = unknown>(
    method: HttpMethod,
    path: string,
    requestOptions?: RequestOptions,
  ): Promise<ApiResponse<T>>;
  async function request(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions & { schema?: z.core.$ZodType } = {},
  ): Promise<ApiResponse<unknown>> {
    const traceId = createTraceId();
    const label = `${method} ${path}`;
    const started = now();
    const token = (await options.getToken?.()) ?? null;

    const headers = new Headers({ accept: "application/json", "x-trace-id": traceId });
    if (token) headers.set("authorization", `Bearer ${token}`);
    const locale = options.getLocale?.();
    if (locale) headers.set("x-locale", locale);
    if (requestOptions.platform) headers.set("x-platform", requestOptions.platform);
    if (requestOptions.source) headers.set("x-source", requestOptions.source);
    let body: BodyInit | undefined;
    if (requestOptions.body instanceof FormData) {
      body = requestOptions.body;
    } else if (requestOptions.body !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(requestOptions.body);
    }

    const timeout = AbortSignal.timeout(timeoutMs);
    const cutOff = new AbortController();
    const signals = [timeout, cutOff.signal];
    if (requestOptions.signal) signals.push(requestOptions.signal);
    const signal = AbortSignal.any(signals);

    const fail = (init: Omit<ConstructorParameters<typeof ApiError>[0], "traceId">) =>
      new ApiError({ ...init, traceId });
    const noResponse = (error: unknown): ApiError => {
      if (error instanceof ResponseTooLarge) {
        return fail({
          status: 0,
          code: NO_RESPONSE_CODE,
          reason: "too-large",
          message: `Response larger than ${RESPONSE_SIZE_CAP_BYTES} bytes`,
        });
      }
      if (timeout.aborted) {
        console.warn(`[api] no response within ${timeoutMs} ms: ${label} (trace ${traceId})`);
        return fail({
          status: 0,
          code: NO_RESPONSE_CODE,
          reason: "timeout",
          message: "Request timed out",
        });
      }
      if (requestOptions.signal?.aborted) {
        return fail({
          status: 0,
          code: NO_RESPONSE_CODE,
          reason: "aborted",
          message: "Request aborted",
        });
      }
      console.warn(`[api] no response: ${label} (trace ${traceId})`, error);
      return fail({
        status: 0,
        code: NO_RESPONSE_CODE,
        reason: "network",
        message: error instanceof Error ? error.message : "Network error",
      });
    };

    try {
      let response: Response;
      let text: string;
      try {
        response = await fetchImpl(
          `${options.baseUrl}${path}${buildQueryString(requestOptions.query)}`,
          {
            method,
            headers,
            body,
            // Same-origin only: the one cookie the API uses is the HttpOnly refresh cookie, set by
            // sign-in answers and sent by the browser to the refresh route alone (its Path).
            credentials: "same-origin",
            signal,
          },
        );
        text = await readCappedText(response, () => cutOff.abort());
      } catch (error) {
        throw noResponse(error);
      }

      const parsed = parseJson(text);
      if (!response.ok) {
        const errorBody = parsed.ok ? errorBodySchema.safeParse(parsed.value) : null;
        const error = fail({
          status: response.status,
          code: errorBody?.success ? errorBody.data.error.code : codeForStatus(response.status),
          message: errorBody?.success
            ? errorBody.data.error.message
            : response.statusText || `HTTP ${response.status}`,
          fields: errorBody?.success ? errorBody.data.error.fields : undefined,
          details: errorBody?.success ? errorBody.data.error : undefined,
          reason: "http",
        });
        if (isSessionFailure(response.status, error.code)) {
          options.onUnauthorized?.(response.status as 401 | 403, {
            method,
            path,
            hadToken: token !== null,
          });
        }
        throw error;
      }

      if (!parsed.ok) {
        throw fail({
          status: response.status,
          code: ErrorCode.INTERNAL,
          reason: "invalid-response",
          message: "Response is not JSON",
        });
      }
      if (parsed.value === undefined) return { data: undefined };
      const envelope = successBodySchema.safeParse(parsed.value);
      if (!envelope.success) {
        throw fail({
          status: response.status,
          code: ErrorCode.INTERNAL,
          reason: "invalid-response",
          message: "Response has no data",
        });
      }
      let data: unknown = envelope.data.data;
      if (requestOptions.schema) {
        const checked = z.safeParse(requestOptions.schema, data);
        if (!checked.success) {
          throw fail({
            status: response.status,
            code: ErrorCode.INTERNAL,
            reason: "invalid-response",
            message: `Unexpected response shape: ${checked.error.message}`,
          });
        }
        data = checked.data;
      }
      return envelope.data.meta === undefined ? { data } : { data, meta: envelope.data.meta };
    } finally {
      const elapsed = now() - started;
      if (elapsed > SLOW_CALL_WARNING_MS) {
        console.warn(`[api] slow call: ${label} took ${Math.round(elapsed)} ms (trace ${traceId})`);
      }
    }
  }

  return { request };
}
