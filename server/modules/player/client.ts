import type { FastifyRequest } from "fastify";
import type { Fingerprint } from "../../../contracts/player.ts";
import type { Config } from "../../config.ts";
import { requestCountry } from "../../platform/country.ts";
import type { ClientInfo } from "./sessions/service.ts";

/** Where a request comes from: IP, country (header), User-Agent, fingerprint visitor id. */
export function clientInfo(
  request: FastifyRequest,
  config: Config,
  fingerprint?: Fingerprint,
): ClientInfo {
  const userAgent = request.headers["user-agent"];
  return {
    ip: request.ip,
    country: requestCountry(request, config),
    userAgent: typeof userAgent === "string" ? userAgent : undefined,
    fingerprint: fingerprint?.visitorId,
  };
}
