import compress from "@fastify/compress";
import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import {
  integrationOrigins,
  NO_INTEGRATIONS,
  type PublicIntegrations,
} from "../../contracts/integrations.ts";
import type { Config } from "../config.ts";
import { publicIntegrations } from "./integrations.ts";
import type { HttpServer } from "./http.ts";
import type { Platform } from "./platform.ts";
import { connectBoundedRedis } from "./redis.ts";

/** Paths never rate limited: hashed static assets and signed provider calls (by prefix), health. */
/** Where the client build's content-hashed files are served (immutable). */
export const HASHED_ASSETS_PREFIX = "/assets/";
export const RATE_LIMIT_EXEMPT_PREFIXES = [HASHED_ASSETS_PREFIX, "/callbacks/"] as const;

/** Security headers that only mean something on a document (or a frame of one). */
export const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "strict-transport-security",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
] as const;
export const RATE_LIMIT_EXEMPT_PATHS = ["/api/health"] as const;
export const RATE_LIMIT_WINDOW_MS = 60_000;
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Origins that may frame the app: Telegram's web client shows mini apps in an iframe. */
export const FRAME_ANCESTORS = ["https://web.telegram.org"] as const;

export function isRateLimitExempt(url: string): boolean {
  const pathname = url.split("?", 1)[0] ?? url;
  return (
    RATE_LIMIT_EXEMPT_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ||
    (RATE_LIMIT_EXEMPT_PATHS as readonly string[]).includes(pathname)
  );
}

/**
 * The Content-Security-Policy directives: only our origin plus CSP_ALLOWED_ORIGINS.
 * @fastify/helmet appends a per-response nonce to script-src (read by SSR as
 * `reply.cspNonce.script`) and to style-src. A nonce switches 'unsafe-inline' off in
 * style-src, so style-src-elem and style-src-attr keep inline styles (React style props,
 * runtime CSS) working explicitly.
 */
export function contentSecurityDirectives(
  config: Pick<Config, "CSP_ALLOWED_ORIGINS" | "PUBLIC_URL">,
  integrations: PublicIntegrations = NO_INTEGRATIONS,
) {
  const allowed = config.CSP_ALLOWED_ORIGINS;
  // The configured integrations' own origins (scripts, collection endpoints), only while set.
  const integrated = integrationOrigins(integrations);
  const directives: Record<string, string[]> = {
    defaultSrc: ["'self'", ...allowed],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'", ...allowed, ...integrated],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'", ...allowed],
    styleSrcElem: ["'self'", "'unsafe-inline'", ...allowed],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", ...allowed, ...integrated],
    fontSrc: ["'self'", "data:", ...allowed],
    // Our own socket only: 'self' does not cover ws(s): in every browser, so name it.
    connectSrc: ["'self'", websocketOrigin(config.PUBLIC_URL), ...allowed, ...integrated],
    mediaSrc: ["'self'", "blob:", ...allowed],
    workerSrc: ["'self'", "blob:"],
    manifestSrc: ["'self'"],
    // House games and provider games run in iframes.
    frameSrc: ["'self'", ...allowed],
    frameAncestors: ["'self'", ...FRAME_ANCESTORS, ...allowed],
    // Payment providers may take the player to their page with a form post.
    formAction: ["'self'", ...allowed],
  };
  // Upgrading subresources only makes sense when the site itself is served over HTTPS.
  if (config.PUBLIC_URL.startsWith("https://")) directives.upgradeInsecureRequests = [];
  return directives;
}

/** The ws:// or wss:// origin of the site's own URL, e.g. wss://sevens.example. */
export function websocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === "https:" ? "wss:" : "ws:"}//${url.host}`;
}

/** Rate limit key: the client IP (behind a proxy, TRUST_PROXY makes request.ip the real one). */
function rateLimitKey(request: FastifyRequest): string {
  return request.ip;
}

export async function registerSecurity(app: HttpServer, platform: Platform): Promise<void> {
  const { config } = platform;
  const isDevelopment = config.NODE_ENV === "development";

  await app.register(helmet, {
    global: true,
    enableCSPNonces: true,
    // Vite's dev server injects inline scripts and connects over its own socket.
    contentSecurityPolicy: isDevelopment
      ? false
      : {
          useDefaults: false,
          directives: contentSecurityDirectives(config, publicIntegrations(config)),
        },
    // Frame protection comes from CSP frame-ancestors (X-Frame-Options cannot list origins).
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    // Social login and payment pop-ups talk back to their opener.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });

  // Hashed build assets (scripts, styles, fonts) are not documents: the policy headers above
  // only take effect on documents, and on the ~80 asset requests of a first load they cost
  // ~1.3 KB each. nosniff and the resource policy do apply to subresources and stay.
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.url.startsWith(HASHED_ASSETS_PREFIX)) {
      for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    }
    return payload;
  });

  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES });

  let redis: Redis | undefined;
  if (config.REDIS_URL) {
    // The rate limiter must fail fast when Redis is away; skipOnError then lets requests pass.
    redis = await connectBoundedRedis(config.REDIS_URL);
    app.addHook("onClose", async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
  }

  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: RATE_LIMIT_WINDOW_MS,
    keyGenerator: rateLimitKey,
    allowList: (request) => isRateLimitExempt(request.url),
    redis,
    nameSpace: `${config.REDIS_KEY_PREFIX}:ratelimit:`,
    skipOnError: true,
    // Thrown as an error with status 429: the error handler renders our error shape.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests, retry in ${context.after}`), {
        statusCode: context.statusCode,
      }),
  });
}

/**
 * CORS for the API only, registered inside the /api plugin: closed by default, so no
 * cross-origin browser may call the API unless its origin is listed. Kept off the root so its
 * preflight route does not clash with the web app's catch-all.
 */
export async function registerApiCors(api: HttpServer, config: Config): Promise<void> {
  await api.register(cors, {
    origin: config.CORS_ORIGINS.length > 0 ? config.CORS_ORIGINS : false,
    methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    allowedHeaders: [
      "authorization",
      "content-type",
      "x-trace-id",
      "x-platform",
      "x-source",
      "x-locale",
    ],
    exposedHeaders: ["x-trace-id", "retry-after"],
    maxAge: 600,
  });
}
