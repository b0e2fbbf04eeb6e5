import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Settings and content: browsers and CDNs may keep them 15 minutes (SPEC §9). */
export const PUBLIC_CACHE_CONTROL = "public, max-age=900";

const etagsByData = new WeakMap<object, string>();

/** A weak ETag of the JSON of a value; memoised per object, since cached values are shared. */
export function weakEtag(value: object): string {
  let etag = etagsByData.get(value);
  if (!etag) {
    const digest = createHash("sha1").update(JSON.stringify(value)).digest("base64url");
    etag = `W/"${digest}"`;
    etagsByData.set(value, etag);
  }
  return etag;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch
    .split(",")
    .map((candidate) => candidate.trim())
    .some((candidate) => candidate === "*" || candidate.replace(/^W\//, "") === opaque);
}

/**
 * Marks a GET response as publicly cacheable with an ETag of `data`. Returns true when the
 * client already holds this version: the caller then answers 304 with no body.
 */
export function isNotModified(request: FastifyRequest, reply: FastifyReply, data: object): boolean {
  const etag = weakEtag(data);
  reply.header("cache-control", PUBLIC_CACHE_CONTROL);
  reply.header("etag", etag);
  return matches(request.headers["if-none-match"], etag);
}
