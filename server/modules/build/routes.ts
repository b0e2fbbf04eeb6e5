import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { z } from "zod";
import type { HttpServer } from "../../platform/http.ts";
import type { Platform } from "../../platform/platform.ts";

const latestBuildSchema = z.object({ id: z.string(), builtAt: z.string() });

/**
 * The id of the build this process serves: React Router's manifest version, which
 * changes whenever any client asset changes. The app compares it with its own.
 */
export async function currentBuildId(root = process.cwd()): Promise<string> {
  const serverBuild = path.join(root, "build/server/index.js");
  if (!existsSync(serverBuild)) return "development";
  const build = (await import(/* @vite-ignore */ pathToFileURL(serverBuild).href)) as {
    assets?: { version?: string };
  };
  return build.assets?.version ?? "development";
}

export async function registerBuildRoutes(app: HttpServer, platform: Platform): Promise<void> {
  const id = platform.config.NODE_ENV === "development" ? "development" : await currentBuildId();
  const builtAt = new Date().toISOString();
  app.get(
    "/builds/latest.json",
    {
      schema: {
        tags: ["build"],
        summary:
          "The build id this server serves; the app reloads on the next navigation when it changes",
        querystring: z.object({ t: z.string().optional() }).loose(),
        response: { 200: latestBuildSchema },
      },
    },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      return { id, builtAt };
    },
  );
}
