import fc from "fast-check";

/**
 * Generators of malformed HTTP requests for the API fuzz suite: odd strings, wrong types,
 * shapes that half match a route's schema, broken JSON, odd content types.
 */

/** An operation of the API as the OpenAPI document names it. */
export interface Operation {
  method: string;
  /** OpenAPI path with `{param}` placeholders. */
  path: string;
  query: { name: string; schema: JsonSchema }[];
  /** The JSON body's schema, when the route takes one. */
  body?: JsonSchema;
}

/** The part of JSON Schema the OpenAPI document of our zod schemas uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** Strings that have broken servers before: control characters, surrogates, huge, numeric-ish. */
export const oddString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "\udfff\ud800",
    "\u202eRTL",
    "😀🎰",
    "null",
    "undefined",
    "NaN",
    "1e309",
    "-0",
    "-1",
    "0x10",
    "9".repeat(40),
    "12.345678901234567890",
    "../../etc/passwd",
    "%00",
    "%",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "00000000-0000-0000-0000-000000000000",
    "x".repeat(5_000),
  ),
);

/** Any JSON value, with odd strings inside. */
export const oddJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    oddString,
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(oddString, tie("value"), { maxKeys: 4 }),
  ),
})).value;

/**
 * A value that fits the schema's shape, where every string may be "poisoned" (a valid string with
 * a NUL, a lone surrogate or RTL mark added): such requests pass shape checks and reach the
 * services and the database, where malformed text used to fail with 500.
 */
export function fromSchema(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => fromSchema(choice, depth)));
  if (schema.allOf?.length) return fromSchema(schema.allOf[0]!, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return poisoned(plainString(schema));
    case "integer":
      return fc.integer({
        min: Math.max(schema.minimum ?? -1_000_000, -1_000_000),
        max: Math.min(schema.maximum ?? 1_000_000, 1_000_000),
      });
    case "number":
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
      });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return depth > 4
        ? fc.constant([])
        : fc.array(fromSchema(schema.items ?? {}, depth + 1), {
            maxLength: Math.min(schema.maxItems ?? 3, 3),
          });
    case "object": {
      if (depth > 4) return fc.constant({});
      const properties = schema.properties ?? {};
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([name, property]) => [
            name,
            fromSchema(property, depth + 1),
          ]),
        ),
        { requiredKeys: (schema.required ?? []).filter((name) => name in properties) },
      );
    }
    default:
      return oddJson;
  }
}

function plainString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === "uuid") return fc.uuid();
  if (schema.format === "email") return fc.stringMatching(/^[a-z]{1,8}@example\.com$/);
  if (schema.format === "date-time")
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 24, 24));
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.stringMatching(/^[0-9]{1,6}(\.[0-9]{1,2})?$/),
    fc.constantFrom("EUR", "USD", "BTC", "en", "DE", "sandbox.card", "sevens-dice", "1", "10.00"),
  );
}

function poisoned(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: valid, weight: 3 },
    {
      arbitrary: fc
        .tuple(valid, fc.constantFrom("\u0000", "\ud800", "\u202e", "\uffff", "\u0000\u0000"))
        .map(([text, odd]) => `${text}${odd}`),
      weight: 1,
    },
    { arbitrary: oddString, weight: 1 },
  );
}

/** Percent-encodes any string byte by byte (lone surrogates become U+FFFD, never an error). */
export function encodeSegment(value: string): string {
  return [...Buffer.from(value, "utf8")]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");
}

/** A body: one that fits the schema (strings maybe poisoned), junk JSON, or text that is no JSON. */
function bodyFor(operation: Operation): fc.Arbitrary<string> {
  const shaped = fromSchema(operation.body ?? { type: "object" }).map(
    (value) => JSON.stringify(value) ?? "null",
  );
  return fc.oneof(
    { arbitrary: shaped, weight: 6 },
    { arbitrary: oddJson.map((value) => JSON.stringify(value) ?? "null"), weight: 2 },
    {
      arbitrary: fc.constantFrom(
        "",
        "{",
        '{"a":',
        "[]",
        '"just a string"',
        "0",
        "{}".repeat(1000),
        `${"[".repeat(5_000)}${"]".repeat(5_000)}`,
        JSON.stringify({ text: "y".repeat(300_000) }),
        '{"__proto__":{"polluted":true}}',
        '{"constructor":{"prototype":{"polluted":true}}}',
      ),
      weight: 1,
    },
  );
}

const contentType = fc.constantFrom(
  "application/json",
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/octet-stream",
  "application/json; charset=utf-16",
  "",
);

/** Query parameters: each known one maybe present with a fitting or odd value, plus strays. */
function queryFor(operation: Operation): fc.Arbitrary<string> {
  const known = operation.query.map(({ name, schema }) =>
    fc.option(
      fc.oneof(fromSchema(schema), oddString).map((value) =>
        (Array.isArray(value) ? value : [value])
          .map((item) => {
            const suffix = Array.isArray(value) ? "[]" : "";
            const text = typeof item === "string" ? item : (JSON.stringify(item) ?? "");
            return `${encodeSegment(name)}${suffix}=${encodeSegment(text)}`;
          })
          .join("&"),
      ),
      { freq: 2 },
    ),
  );
  const stray = fc
    .tuple(fc.constantFrom("x", "page", "perPage", "a[]"), oddString)
    .map(([name, value]) => `${encodeSegment(name)}=${encodeSegment(value)}`);
  return fc.tuple(fc.tuple(...known), fc.array(stray, { maxLength: 2 })).map(([pairs, strays]) => {
    const all = [...pairs.filter((pair): pair is string => !!pair), ...strays];
    return all.length ? `?${all.join("&")}` : "";
  });
}

function pathFor(operation: Operation): fc.Arbitrary<string> {
  const params = operation.path.match(/\{[^}]+\}/g) ?? [];
  return fc
    .array(fc.oneof(oddString, fc.uuid(), fc.constant("1")), {
      minLength: params.length,
      maxLength: params.length,
    })
    .map((values) => {
      let index = 0;
      return operation.path.replace(/\{[^}]+\}/g, () => encodeSegment(values[index++] ?? ""));
    });
}

/** Headers every route reads or might: tracing, locale, platform, country. */
const extraHeaders = fc.record(
  {
    "x-trace-id": oddString.map(encodeSegment),
    "accept-language": oddString.map(encodeSegment),
    "x-platform": fc.constantFrom("tg", "web", "", "x".repeat(300)),
    "cf-ipcountry": fc.constantFrom("DE", "GB", "XX", "", "??"),
  },
  { requiredKeys: [] },
);

export function requestFor(
  operation: Operation,
  baseHeaders: Record<string, string>,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      pathFor(operation),
      queryFor(operation),
      operation.body || operation.method !== "GET" ? bodyFor(operation) : fc.constant(undefined),
      contentType,
      extraHeaders,
    )
    .map(([path, query, body, type, headers]) => ({
      method: operation.method,
      url: `${path}${query}`,
      headers: {
        ...headers,
        ...baseHeaders,
        ...(body !== undefined && type ? { "content-type": type } : {}),
      },
      body,
    }));
}
