import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { isSchemaCall, markSchemaCallsPure } from "./pure-schemas.ts";

const marked = (code: string) => markSchemaCallsPure(code, parseAst(code)).toString();

describe("pure schema calls", () => {
  it("marks zod's calls, through its namespaces too, and every .check", () => {
    expect(marked("const a = z.object({ at: z.iso.datetime(), n: z.coerce.number() });")).toBe(
      "const a = /* @__PURE__ */ z.object({ at: /* @__PURE__ */ z.iso.datetime(), n: /* @__PURE__ */ z.coerce.number() });",
    );
    expect(marked("const b = z.string().check(z.maxLength(2));")).toBe(
      "const b = /* @__PURE__ */ /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(2));",
    );
  });

  it("leaves other calls alone, and finds the place after text that is not ASCII", () => {
    const code = 'const s = "×…"; list.push(1); f(); const c = z.int();';
    expect(marked(code)).toBe(
      'const s = "×…"; list.push(1); f(); const c = /* @__PURE__ */ z.int();',
    );
  });

  it("reads the shape of a call", () => {
    const call = (code: string) => (parseAst(code).body[0] as { expression: unknown }).expression;
    expect(isSchemaCall(call("schema.check(x)") as never)).toBe(true);
    expect(isSchemaCall(call("schema[check](x)") as never)).toBe(false);
    expect(isSchemaCall(call("y.object({})") as never)).toBe(false);
  });
});
