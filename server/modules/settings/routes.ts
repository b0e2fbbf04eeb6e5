import { z } from "zod";
import {
  constantsResponse,
  countriesQuery,
  countriesResponse,
  currenciesQuery,
  currenciesResponse,
  localesResponse,
} from "../../../contracts/settings.ts";
import type { HttpServer } from "../../platform/http.ts";
import { isNotModified } from "../../platform/http-cache.ts";
import type { Platform } from "../../platform/platform.ts";

const notModified = z.null().describe("Not modified: the If-None-Match ETag is current");
const tags = ["settings"];

/** GET /settings/*: reference data, cached 15 minutes on the server and in the browser. */
export async function registerSettingsRoutes(api: HttpServer, platform: Platform): Promise<void> {
  const { settings } = platform;

  api.get(
    "/settings/currencies",
    {
      schema: {
        tags,
        summary: "Enabled currencies with sub-units and rates to the base currency",
        querystring: currenciesQuery,
        response: { 200: currenciesResponse, 304: notModified },
      },
    },
    async (request, reply) => {
      const all = await settings.listCurrencies();
      const { type } = request.query;
      const data = type ? all.filter((currency) => currency.type === type) : all;
      if (isNotModified(request, reply, data)) return reply.code(304).send(null);
      return { data };
    },
  );

  api.get(
    "/settings/locales",
    {
      schema: {
        tags,
        summary: "Supported locales; the default one has no path prefix",
        response: { 200: localesResponse, 304: notModified },
      },
    },
    async (request, reply) => {
      const data = await settings.listLocales();
      if (isNotModified(request, reply, data)) return reply.code(304).send(null);
      return { data };
    },
  );

  api.get(
    "/settings/countries",
    {
      schema: {
        tags,
        summary: "ISO 3166 countries with default locale and restriction flags",
        querystring: countriesQuery,
        response: { 200: countriesResponse, 304: notModified },
      },
    },
    async (request, reply) => {
      const all = await settings.listCountries();
      const { isRegistrationAllowed } = request.query;
      const data =
        isRegistrationAllowed === undefined
          ? all
          : all.filter((country) => country.isRegistrationAllowed === isRegistrationAllowed);
      if (isNotModified(request, reply, data)) return reply.code(304).send(null);
      return { data };
    },
  );

  api.get(
    "/settings/constants",
    {
      schema: {
        tags,
        summary: "Settings constants: statuses, types, time zones, limit options",
        response: { 200: constantsResponse, 304: notModified },
      },
    },
    async (request, reply) => {
      const data = await settings.getConstants();
      if (isNotModified(request, reply, data)) return reply.code(304).send(null);
      return { data };
    },
  );
}
