import path from "node:path";
import { pathToFileURL } from "node:url";
import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { serverContext } from "#server-context";
import { loadConfig, type Config } from "./config.ts";
import { openDatabase, migrateDatabase, type Database } from "./db/client.ts";
import { seedDatabase } from "./db/seed.ts";
import { createHttpServer, type HttpServer, type HttpServerOptions } from "./platform/http.ts";
import { createPlatform, type Platform } from "./platform/platform.ts";
import { registerModules } from "./modules.ts";
import { requestCountry } from "./platform/country.ts";
import { publicIntegrations } from "./platform/integrations.ts";
import { startServerErrorReporting } from "./platform/error-reporting.ts";
import { webBodyReader } from "./platform/web-body.ts";
import { sandboxOidcEnabled } from "./providers/identity/sandbox-oidc.ts";
import { AppError } from "./platform/errors.ts";

export interface AppOptions {
  config?: Config;
  /** An already open database (tests share one); opened from config otherwise. */
  database?: Database;
  /** Vite dev server, when running under `react-router dev`. */
  devServer?: ViteDevServer;
  /** Serve the React app too (off for API-only test servers). */
  withWebApp?: boolean;
  /** Where log lines go instead of stdout (tests read them back). */
  logStream?: HttpServerOptions["logStream"];
}

/** Where `react-router build` puts the server build (the adapter's default). */
export const SERVER_BUILD_PATH = "build/server/index.js";

/** The production server build, as a module. */
export async function loadServerBuild(): Promise<ServerBuild> {
  return (await import(pathToFileURL(path.resolve(SERVER_BUILD_PATH)).href)) as ServerBuild;
}

export interface RunningApp {
  app: HttpServer;
  platform: Platform;
  close(): Promise<void>;
}

/** The composition root: every part of Sevens is wired here and nowhere else. */
export async function buildApp(options: AppOptions = {}): Promise<RunningApp> {
  const config = options.config ?? loadConfig();
  const database =
    options.database ??
    (await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  if (!options.database) {
    await migrateDatabase(database);
    await seedDatabase(database.db);
  }
  // Error reporting starts before anything can fail, and only with SENTRY_DSN.
  await startServerErrorReporting(config);
  const app = createHttpServer(config, { logStream: options.logStream });
  const platform = await createPlatform({ app, config, database });

  await registerModules(app, platform);

  if (options.withWebApp ?? true) {
    await app.register(fastifyReactRouter, {
      devServer: options.devServer,
      // The production build as a module, not a loader: given a loader, React Router derives its
      // route tables again on every request (~8% of a page render).
      build: options.devServer ? undefined : await loadServerBuild(),
      assetCacheControl: "public, max-age=31536000, immutable",
      fileCacheControl: "public, max-age=3600",
      routeOptions: { preValidation: webBodyReader(config.BODY_LIMIT_BYTES) },
      getLoadContext: async (request, reply) => {
        const context = new RouterContextProvider();
        const country = requestCountry(request, config);
        const locales = await platform.settings.listLocales();
        context.set(serverContext, {
          nonce: reply.cspNonce?.script ?? "",
          country,
          isGeoRestricted: await platform.settings.isCountryRestricted(country),
          locales,
          getContent: (locale, texts = null) => platform.content.getPageResources(locale, texts),
          getContentJson: (locale, dirs, texts) =>
            platform.content.getScriptJson(locale, dirs, texts),
          contentPages: {
            getPage: (kind, identity, locale) =>
              platform.contentPages.getPage(kind, identity, locale).catch((error: unknown) => {
                if (error instanceof AppError && error.status === 404) return null;
                throw error;
              }),
            listQuestions: (locale) => platform.contentPages.listQuestions(locale),
          },
          publicConfig: {
            buildCheckIntervalMs: config.BUILD_CHECK_INTERVAL_MS,
            affiliateTagExpirationDays: config.AFFILIATE_TAG_EXPIRATION_DAYS,
            socialProviders: [
              ...(sandboxOidcEnabled(config) ? ["sandbox"] : []),
              ...config.SOCIAL_PROVIDERS.map((provider) => provider.name),
            ],
            publicUrl: config.PUBLIC_URL,
            telegramBotUrl: config.TELEGRAM_BOT_URL ?? null,
            telegramChannelUrl: config.TELEGRAM_CHANNEL_URL ?? null,
            integrations: publicIntegrations(config),
            sportsbook: {
              provider: config.SPORTSBOOK_PROVIDER,
              scriptUrl:
                config.SPORTSBOOK_PROVIDER === "altenar"
                  ? (config.ALTENAR_SCRIPT_URL ?? null)
                  : null,
              integration:
                config.SPORTSBOOK_PROVIDER === "altenar"
                  ? (config.ALTENAR_INTEGRATION ?? null)
                  : null,
            },
          },
        });
        return context;
      },
    });
  }

  let closed = false;
  return {
    app,
    platform,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await platform.close();
      if (!options.database) await database.close();
    },
  };
}

/** Factory the Vite plugin calls during `npm run dev`. */
export async function createDevServer(vite?: ViteDevServer): Promise<HttpServer> {
  const { app } = await buildApp({
    devServer: vite,
    config: loadConfig({ ...process.env, NODE_ENV: "development" }),
  });
  return app;
}
