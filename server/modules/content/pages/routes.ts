import { z } from "zod";
import {
  contentPageResponse,
  operatorPageParams,
  operatorPageResponse,
  operatorPagesQuery,
  operatorPagesResponse,
  operatorRevisionParams,
  operatorRevisionResponse,
  pageLocaleQuery,
  pageParams,
  publishRevisionSchema,
  questionsResponse,
} from "../../../../contracts/content-pages.ts";
import type { HttpServer } from "../../../platform/http.ts";
import { isNotModified } from "../../../platform/http-cache.ts";
import { registerOperatorScope } from "../../../platform/operator-token.ts";
import type { Platform } from "../../../platform/platform.ts";

const tags = ["content"];
const notModified = z.null().describe("Not modified: the If-None-Match ETag is current");

/**
 * The content store over HTTP. Players: GET /content/pages/{identity} (static pages),
 * /content/questions and /content/questions/{identity} (the FAQ), cached 15 minutes.
 * Operator (bearer OPERATOR_TOKEN): /operator/content/pages… lists, reads and publishes revisions.
 */
export async function registerContentPageRoutes(api: HttpServer, platform: Platform) {
  const { contentPages: pages, config } = platform;

  api.get(
    "/content/pages/:identity",
    {
      schema: {
        tags,
        summary: "A static page (terms, privacy…): HTML and table of contents",
        description:
          "The newest published revision in `locale`, else in the default locale. Unknown: 404.",
        params: pageParams,
        querystring: pageLocaleQuery,
        response: { 200: contentPageResponse, 304: notModified },
      },
    },
    async (request, reply) => {
      const data = await pages.getPage("static", request.params.identity, request.query.locale);
      if (isNotModified(request, reply, data)) return reply.code(304).send(null);
      return { data };
    },
  );

  api.get(
    "/content/questions",
    {
      schema: {
        tags,
        summary: "Every question of the FAQ with its group and its answer as plain text",
        querystring: pageLocaleQuery,
        response: { 200: questionsResponse, 304: notModified },
      },
    },
    async (request, reply) => {
      const data = await pages.listQuestions(request.query.locale);
      if (isNotModified(request, reply, data)) return reply.code(304).send(null);
      return { data };
    },
  );

  api.get(
    "/content/questions/:identity",
    {
      schema: {
        tags,
        summary: "One question of the FAQ with its answer as HTML",
        params: pageParams,
        querystring: pageLocaleQuery,
        response: { 200: contentPageResponse, 304: notModified },
      },
    },
    async (request, reply) => {
      const data = await pages.getPage("question", request.params.identity, request.query.locale);
      if (isNotModified(request, reply, data)) return reply.code(304).send(null);
      return { data };
    },
  );

  await registerOperatorScope(api, config.secrets.operatorToken, (operator) => {
    const operatorTags = ["operator"];
    const security = [{ bearerAuth: [] }];

    operator.get(
      "/operator/content/pages",
      {
        schema: {
          tags: operatorTags,
          security,
          summary: "Every page of the content store per locale, with its current revision",
          querystring: operatorPagesQuery,
          response: { 200: operatorPagesResponse },
        },
      },
      async (request) => ({ data: await pages.operator.list(request.query) }),
    );

    operator.get(
      "/operator/content/pages/:kind/:identity",
      {
        schema: {
          tags: operatorTags,
          security,
          summary: "A page: its current text per locale and the list of every revision",
          params: operatorPageParams,
          response: { 200: operatorPageResponse },
        },
      },
      async (request) => ({
        data: await pages.operator.read(request.params.kind, request.params.identity),
      }),
    );

    operator.get(
      "/operator/content/pages/:kind/:identity/revisions/:revision",
      {
        schema: {
          tags: operatorTags,
          security,
          summary: "One revision of a page in a locale (older ones are kept)",
          params: operatorRevisionParams,
          querystring: pageLocaleQuery,
          response: { 200: operatorRevisionResponse },
        },
      },
      async (request) => {
        const { kind, identity, revision } = request.params;
        return {
          data: await pages.operator.readRevision(kind, identity, request.query.locale, revision),
        };
      },
    );

    operator.post(
      "/operator/content/pages/:kind/:identity/revisions",
      {
        schema: {
          tags: operatorTags,
          security,
          summary: "Publish a new revision of a page (a new page when the identity is new)",
          description:
            "Players see it at once (the server's cache of the page is dropped; browsers may " +
            "keep the old one up to 15 minutes). Questions need a group the first time.",
          params: operatorPageParams,
          body: publishRevisionSchema,
          response: { 201: operatorRevisionResponse },
        },
      },
      async (request, reply) => {
        const { kind, identity } = request.params;
        const data = await pages.operator.publish(kind, identity, request.body);
        return reply.code(201).send({ data });
      },
    );
  });
}
