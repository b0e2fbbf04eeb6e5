import type { FastifyRequest } from "fastify";
import type { Config } from "../config.ts";

/** The request's ISO country: the configured header (e.g. cf-ipcountry), else configuration. */
export function requestCountry(request: FastifyRequest, config: Config): string {
  const header = request.headers[config.COUNTRY_HEADER.toLowerCase()];
  const value = Array.isArray(header) ? header[0] : header;
  if (value && /^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  return config.DEFAULT_COUNTRY;
}
