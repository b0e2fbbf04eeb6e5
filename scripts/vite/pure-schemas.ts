import MagicString from "magic-string";
import type { Plugin } from "vite";

/**
 * Marks the schema-building calls of contracts/ as pure in the browser's build, so that it drops
 * the schemas no browser code reaches (the server's query and body schemas, the wallet
 * protocol's) and the zod code only they use. zod/mini's functions carry `@__NO_SIDE_EFFECTS__`,
 * but that is lost through its namespaces (`z.iso.datetime()`, `z.coerce.number()`), and
 * `schema.check(…)` is a method, which a bundler must assume changes something: a single such
 * call kept its whole schema, and with it everything the schema names. Both return a new schema
 * and change nothing. The server's build is left alone: it registers schemas for OpenAPI.
 */

const CONTRACT = /[\\/]contracts[\\/][\w-]+\.ts$/;
/** The name contracts give zod: `import * as z from "zod/mini"`, `import { z } from "zod"`. */
const ZOD_NAMESPACE = "z";
const PURE = "/* @__PURE__ */ ";

interface AstNode {
  type: string;
  start: number;
  callee?: AstNode;
  object?: AstNode;
  property?: AstNode;
  name?: string;
  computed?: boolean;
}

/** `z.string()`, `z.iso.datetime()`, or any `….check(…)`. */
export function isSchemaCall(node: AstNode): boolean {
  if (node.type !== "CallExpression" || node.callee?.type !== "MemberExpression") return false;
  const callee = node.callee;
  if (!callee.computed && callee.property?.name === "check") return true;
  let root: AstNode | undefined = callee;
  while (root?.type === "MemberExpression") root = root.object;
  return root?.type === "Identifier" && root.name === ZOD_NAMESPACE;
}

function visit(node: unknown, found: (node: AstNode) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) visit(child, found);
    return;
  }
  if (!node || typeof node !== "object") return;
  if (typeof (node as AstNode).type === "string") found(node as AstNode);
  for (const value of Object.values(node)) {
    if (value && typeof value === "object") visit(value, found);
  }
}

/** The module with a pure annotation before each schema call of its syntax tree. */
export function markSchemaCallsPure(code: string, program: unknown): MagicString {
  const source = new MagicString(code);
  visit(program, (node) => {
    if (isSchemaCall(node)) source.appendLeft(node.start, PURE);
  });
  return source;
}

export function pureSchemas(): Plugin {
  return {
    name: "sevens-pure-schemas",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!CONTRACT.test(id) || !code.includes(`${ZOD_NAMESPACE}.`)) return null;
      const source = markSchemaCallsPure(code, this.parse(code));
      return { code: source.toString(), map: source.generateMap({ hires: true }) };
    },
  };
}
