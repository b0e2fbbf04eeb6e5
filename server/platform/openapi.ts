import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import type { HttpServer } from "./http.ts";

export const OPENAPI_UI_PREFIX = "/api/docs";

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** Documents the API and callback routes only; the web app and catch-alls stay out. */
function transform(input: TransformInput) {
  const { url } = input;
  const documented = url.startsWith("/api/") || url.startsWith("/callbacks/");
  if (!documented || url.includes("*")) return { schema: { hide: true }, url };
  return jsonSchemaTransform(input);
}

/**
 * OpenAPI 3.1 generated from the routes' zod schemas, served as JSON at /api/docs/json and
 * as Swagger UI at /api/docs. Must be registered before the routes it documents. Swagger
 * UI loads only same-origin scripts, styles and data: images, so the global CSP fits it.
 */
export async function registerOpenApi(app: HttpServer): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Sevens API",
        description:
          "Player API of Sevens. Success: `{ data }`; failure: HTTP status plus " +
          "`{ error: { code, message, fields? } }` with product codes from contracts/errors.ts.",
        version: "1.0.0",
      },
      tags: [
        { name: "settings", description: "Reference data, cached 15 minutes" },
        { name: "content", description: "Locale catalogues (i18next namespaces)" },
        { name: "operations", description: "Health" },
        { name: "player", description: "Registration, profile, field rules, avatars" },
        { name: "sessions", description: "Sign-in, token refresh and rotation, device sessions" },
      ],
      components: {
        securitySchemes: {
          bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(swaggerUi, {
    routePrefix: OPENAPI_UI_PREFIX,
    uiConfig: { docExpansion: "list", deepLinking: true },
    staticCSP: false,
  });
}
