import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  altenarCategoriesFile,
  altenarChampsFile,
  sportSearchQuery,
  sportSearchResponse,
} from "../../../contracts/sportsbook.ts";
import { categoryNames, championshipNames } from "../../../sportsbook/server/catalogue-views.ts";
import type { Sportsbook } from "../../../sportsbook/server/book.ts";
import { AppError } from "../../platform/errors.ts";
import type { HttpServer } from "../../platform/http.ts";

const tags = ["sportsbook"];

/**
 * The operator's side of the sportsbook (SPEC §7): GET /api/game/sport/search answers from the
 * book, and /altenar-data/{sportId}-champs.json and -categories.json give the app the names it
 * translates slugs with, from the book's catalogue (the same ids the vendor's widget uses).
 */
export function registerSportSearch(api: HttpServer, book: Sportsbook): void {
  api.withTypeProvider<ZodTypeProvider>().get(
    "/game/sport/search",
    {
      schema: {
        tags,
        summary: "Sport events by team, event, championship or category name",
        description: "Events not over yet, live first, then soonest (the built-in book's search).",
        querystring: sportSearchQuery,
        response: { 200: sportSearchResponse },
      },
    },
    async (request) => book.search(request.query),
  );
}

const nameFileParams = z.object({
  file: z
    .string()
    .regex(
      /^\d{1,4}-(champs|categories)\.json$/,
      "{sportId}-champs.json or {sportId}-categories.json",
    ),
});

export async function registerAltenarData(app: HttpServer, book: Sportsbook): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/altenar-data/:file",
    {
      schema: {
        tags,
        summary: "Championship or category names of a sport, for slugs (SPEC §7)",
        params: nameFileParams,
        response: { 200: z.union([altenarChampsFile, altenarCategoriesFile]) },
      },
    },
    async (request, reply) => {
      const [sportId, kind] = request.params.file.replace(".json", "").split("-") as [
        string,
        string,
      ];
      const body =
        kind === "champs"
          ? championshipNames(book.catalogue, Number(sportId))
          : categoryNames(book.catalogue, Number(sportId));
      if (!body) throw AppError.notFound(`No sport ${sportId}`);
      // The catalogue changes with a release, not during one.
      reply.header("cache-control", "public, max-age=900");
      return body;
    },
  );
}
