import { z } from "zod";
import { contentDirResponse, contentParams } from "../../../contracts/content.ts";
import type { HttpServer } from "../../platform/http.ts";
import { isNotModified } from "../../platform/http-cache.ts";
import type { Platform } from "../../platform/platform.ts";
import { registerContentPageRoutes } from "./pages/routes.ts";

/**
 * GET /content/:locale/:dir: one i18next namespace, falling back key by key to English; and the
 * content store's pages (./pages/routes.ts).
 */
export async function registerContentRoutes(api: HttpServer, platform: Platform): Promise<void> {
  api.get(
    "/content/:locale/:dir",
    {
      schema: {
        tags: ["content"],
        summary: "Content catalogue of one dir in one locale, merged over the default locale",
        params: contentParams,
        response: {
          200: contentDirResponse,
          304: z.null().describe("Not modified: the If-None-Match ETag is current"),
        },
      },
    },
    async (request, reply) => {
      const { locale, dir } = request.params;
      const data = await platform.content.getDir(locale, dir);
      if (isNotModified(request, reply, data)) return reply.code(304).send(null);
      return { data };
    },
  );
  await registerContentPageRoutes(api, platform);
}
