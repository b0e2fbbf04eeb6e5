import type { FastifyRequest } from "fastify";
import { DEFAULT_LOCALE, isLocaleCode } from "../../../contracts/settings.ts";
import type { ContentService } from "../content/service.ts";
import { createMessages, type Messages } from "./validation/messages.ts";

/** The locale for messages: `x-locale` header, else a `locale` in the body or query, else en. */
export function requestLocale(request: FastifyRequest): string {
  const candidates: unknown[] = [request.headers["x-locale"]];
  const body = request.body;
  if (body && typeof body === "object") {
    const record = body as Record<string, unknown>;
    candidates.push(record["locale"]);
    const payload = record["payload"];
    if (payload && typeof payload === "object")
      candidates.push((payload as Record<string, unknown>)["locale"]);
  }
  const query = request.query;
  if (query && typeof query === "object")
    candidates.push((query as Record<string, unknown>)["locale"]);
  for (const candidate of candidates) {
    if (typeof candidate === "string" && isLocaleCode(candidate.toLowerCase()))
      return candidate.toLowerCase();
  }
  return DEFAULT_LOCALE;
}

/** Validation and error messages of the request's locale (fields-settings catalogue). */
export async function requestMessages(
  content: ContentService,
  request: FastifyRequest,
): Promise<Messages> {
  return createMessages(await content.getDir(requestLocale(request), "fields-settings"));
}
