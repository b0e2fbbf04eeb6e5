import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The code side of the check: player-facing text lives in the catalogue, code holds keys.
 *
 * - JSX text, and string literals that JSX shows (children, ternaries in children, attributes
 *   that carry words), must not contain words; what is not player text is allow-listed below
 *   (class names, roles, ids, SVG geometry, technical attribute values).
 * - `t("key")` with a literal key (or a template whose fixed parts name keys) must find the key
 *   in the catalogue of its namespace (`useTranslation("ns")`, `ns:key`, or `{ ns }`).
 * - English fallbacks in code (`defaultValue: "…"`, `defaultValue_other`, an alert's
 *   `titleDefault`, or a constant table of texts such as `LABELS[kind]`) are refused: they drift
 *   from the catalogue and hide a missing key. A fallback from data (a provider's own name for a
 *   feature the catalogue does not know) is allowed.
 * - A key used with `count` is a plural group (`key_one`, `key_other`…) in the catalogue.
 * - `showAlert({ title, description })` keys must be in the `alerts` catalogue.
 */

export interface SourceProblem {
  file: string;
  line: number;
  problem: string;
}

/** Where player-facing code lives. */
export const SOURCE_ROOTS = ["app", "house/ui"] as const;

/**
 * Code that is not mounted yet may keep its texts next to it until it is (a path prefix here);
 * none is today: the bonus screens are wired and their texts are in the catalogue.
 */
export const UNWIRED_PATHS: readonly string[] = [];

/** Attributes whose string values are never shown as words. */
const NON_TEXT_ATTRIBUTES = new Set([
  "className",
  "class",
  "id",
  "key",
  "role",
  "type",
  "name",
  "href",
  "to",
  "src",
  "srcSet",
  "sizes",
  "rel",
  "target",
  "method",
  "action",
  "encType",
  "accept",
  "autoComplete",
  "inputMode",
  "enterKeyHint",
  "pattern",
  "htmlFor",
  "form",
  "lang",
  "hrefLang",
  "dir",
  "dateTime",
  "media",
  "content",
  "charSet",
  "httpEquiv",
  "property",
  "as",
  "crossOrigin",
  "referrerPolicy",
  "loading",
  "decoding",
  "fetchPriority",
  "sandbox",
  "allow",
  "nonce",
  "integrity",
  "viewBox",
  "d",
  "points",
  "transform",
  "fill",
  "stroke",
  "strokeWidth",
  "strokeLinecap",
  "strokeLinejoin",
  "strokeDasharray",
  "fillRule",
  "clipRule",
  "clipPath",
  "mask",
  "filter",
  "gradientUnits",
  "gradientTransform",
  "preserveAspectRatio",
  "textAnchor",
  "dominantBaseline",
  "fontFamily",
  "xmlns",
  "testId",
  "data-testid",
  "variant",
  "size",
  "tone",
  "kind",
  "side",
  "align",
  "position",
  "orientation",
  "mode",
  "layout",
  "icon",
  "layoutId",
]);

/** Attribute name patterns that are never player text (aria references, data attributes). */
const NON_TEXT_ATTRIBUTE_PATTERNS = [
  /^data-/,
  /^aria-(labelledby|describedby|controls|owns|activedescendant|details|errormessage|flowto|live|relevant|current|haspopup|hidden|expanded|pressed|checked|selected|disabled|busy|modal|multiline|multiselectable|orientation|readonly|required|sort|autocomplete|invalid|level|posinset|setsize|valuemax|valuemin|valuenow|atomic|keyshortcuts|colcount|colindex|rowcount|rowindex|colspan|rowspan)$/,
  /^on[A-Z]/,
  /ClassName$/,
];

/**
 * Words that are the same in every language: the brand, the messenger's name, and the WILD of
 * the slot symbol's artwork (slots print it in English everywhere).
 */
const UNTRANSLATED_WORDS = new Set(["Sevens", "Telegram", "WILD"]);

const LETTER = /\p{L}/u;
const PROSE = /\p{L}[\p{L}'’-]*\s+\p{L}|^\p{Lu}\p{Ll}/u;

/** Text that shows words a player reads (after taking out the brand). */
export function hasWords(text: string): boolean {
  const stripped = text
    .split(/(\s+|[^\p{L}]+)/u)
    .filter((part) => !UNTRANSLATED_WORDS.has(part))
    .join("");
  return LETTER.test(stripped);
}

function isNonTextAttribute(name: string): boolean {
  return (
    NON_TEXT_ATTRIBUTES.has(name) || NON_TEXT_ATTRIBUTE_PATTERNS.some((rule) => rule.test(name))
  );
}

/** Attributes that always hold player text, whatever their value looks like. */
const TEXT_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-placeholder",
  "aria-roledescription",
  "aria-valuetext",
  "title",
  "alt",
  "placeholder",
  "label",
  "summary",
  "description",
  "heading",
  "message",
  "text",
  "caption",
]);

/** A literal attribute value a player would read. */
function isAttributeText(name: string, value: string): boolean {
  if (isNonTextAttribute(name)) return false;
  if (TEXT_ATTRIBUTES.has(name)) return hasWords(value);
  // Custom props (`tone="danger"`) pass; a sentence or a capitalised word is text.
  return hasWords(value) && PROSE.test(value);
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Which namespaces a `t` function name stands for in the scopes around a node. */
type Scope = Map<string, readonly string[]>;

export interface KeyIndex {
  /** Namespaces that hold `key` (plain, or as a plural group). */
  has(namespace: string, key: string): boolean;
  /** Does any key of the namespace match the pattern (a template key's fixed parts)? */
  matches(namespace: string, pattern: RegExp): boolean;
  namespaces: readonly string[];
}

/** An index over flat catalogues (dir → key → text). */
export function keyIndex(catalogues: ReadonlyMap<string, ReadonlyMap<string, string>>): KeyIndex {
  const keys = new Map<string, Set<string>>();
  for (const [namespace, flat] of catalogues) {
    const set = new Set<string>();
    for (const key of flat.keys()) {
      set.add(key);
      set.add(key.replace(PLURAL_SUFFIX, ""));
      // A key may name a subtree (t("a", { returnObjects })) or a prefix used by code.
      const parts = key.split(".");
      for (let index = 1; index < parts.length; index++) set.add(parts.slice(0, index).join("."));
    }
    keys.set(namespace, set);
  }
  return {
    namespaces: [...keys.keys()],
    has: (namespace, key) => keys.get(namespace)?.has(key) ?? false,
    matches: (namespace, pattern) =>
      [...(keys.get(namespace) ?? [])].some((key) => pattern.test(key)),
  };
}

function stringValue(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return undefined;
}

function propertyName(node: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(node) || ts.isStringLiteral(node)) return node.text;
  return undefined;
}

/** A template key as a pattern over catalogue keys: `pages.${key}.title` → ^pages\.[^]+\.title$. */
function templatePattern(node: ts.TemplateExpression): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const parts = [escape(node.head.text)];
  for (const span of node.templateSpans) parts.push(".+", escape(span.literal.text));
  return new RegExp(`^${parts.join("")}$`);
}

export function scanSource(file: string, text: string, index: KeyIndex): SourceProblem[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const problems: SourceProblem[] = [];
  const report = (node: ts.Node, problem: string) =>
    problems.push({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      problem,
    });
  const scopes: Scope[] = [new Map()];
  const namespacesOf = (name: string): readonly string[] | undefined => {
    for (let at = scopes.length - 1; at >= 0; at--) {
      const found = scopes[at]?.get(name);
      if (found) return found;
    }
    return undefined;
  };

  /** `const { t } = useTranslation("ns")`, `const { t: tm } = useTranslation(["a", "b"])`. */
  const registerTranslation = (declaration: ts.VariableDeclaration) => {
    const init = declaration.initializer;
    if (!init || !ts.isCallExpression(init) || !ts.isIdentifier(init.expression)) return;
    if (init.expression.text !== "useTranslation") return;
    if (!ts.isObjectBindingPattern(declaration.name)) return;
    const argument = init.arguments[0];
    let namespaces: string[] = ["layout"];
    if (argument) {
      const single = stringValue(argument);
      if (single !== undefined) namespaces = [single];
      else if (ts.isArrayLiteralExpression(argument)) {
        namespaces = argument.elements.map(stringValue).filter((v): v is string => Boolean(v));
      } else return;
    }
    for (const element of declaration.name.elements) {
      const property = element.propertyName ?? element.name;
      if (ts.isIdentifier(property) && property.text === "t" && ts.isIdentifier(element.name)) {
        scopes.at(-1)?.set(element.name.text, namespaces);
      }
    }
  };

  const checkKey = (node: ts.Expression, namespaces: readonly string[] | undefined) => {
    const literal = stringValue(node);
    const lookIn = namespaces ?? index.namespaces;
    if (literal !== undefined) {
      const split = /^([a-z-]+):(.+)$/.exec(literal);
      const [spaces, key] = split?.[1] && split[2] ? [[split[1]], split[2]] : [lookIn, literal];
      if (!spaces.some((namespace) => index.has(namespace, key))) {
        report(node, `key "${literal}" is not in the catalogue (${spaces.join(" or ")})`);
      }
    } else if (ts.isTemplateExpression(node)) {
      const pattern = templatePattern(node);
      if (!lookIn.some((namespace) => index.matches(namespace, pattern))) {
        report(node, `no catalogue key matches ${node.getText(source)} (${lookIn.join(" or ")})`);
      }
    }
  };

  /**
   * An English fallback: a literal with words, or a text looked up in a constant table
   * (`SORT_TEXT[key]`). Fallbacks from data (`feature.name`, `humanizeIdentity(label)`) pass.
   */
  const isCodeText = (value: ts.Expression): boolean => {
    if (shownLiterals(value).some((literal) => hasWords(literalText(literal)))) return true;
    let found = false;
    const look = (node: ts.Node) => {
      if (ts.isIdentifier(node) && /^[A-Z][A-Z0-9_]+$/.test(node.text)) found = true;
      ts.forEachChild(node, look);
    };
    look(value);
    return found;
  };
  const reported = new Set<ts.Node>();
  /** defaultValue, defaultValue_one…, titleDefault, descriptionDefault in an object. */
  const checkFallbacks = (options: ts.ObjectLiteralExpression, anyValue: boolean) => {
    for (const property of options.properties) {
      if (!ts.isPropertyAssignment(property) || reported.has(property)) continue;
      const name = propertyName(property.name);
      if (!name || !/^defaultValue(_\w+)?$|^(title|description)Default$/.test(name)) continue;
      if (anyValue || isCodeText(property.initializer)) {
        reported.add(property);
        report(property, `English fallback "${name}" in code: the catalogue is the one copy`);
      }
    }
  };

  /** `t("key", { count })` needs `key_one`, `key_other`… in the catalogue, not a plain key. */
  const checkPlural = (
    key: ts.Expression,
    options: ts.Expression | undefined,
    namespaces: readonly string[] | undefined,
  ) => {
    const literal = stringValue(key);
    if (literal === undefined || !options || !ts.isObjectLiteralExpression(options)) return;
    const counted = options.properties.some(
      (property) =>
        (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) &&
        propertyName(property.name) === "count",
    );
    if (!counted) return;
    const lookIn = namespaces ?? index.namespaces;
    if (!lookIn.some((namespace) => index.has(namespace, `${literal}_other`))) {
      report(key, `key "${literal}" is used with count: give it plural forms (${literal}_one…)`);
    }
  };

  const isTranslateCall = (call: ts.CallExpression): readonly string[] | undefined | false => {
    const callee = call.expression;
    if (ts.isIdentifier(callee)) {
      const namespaces = namespacesOf(callee.text);
      if (namespaces) return namespaces;
      return callee.text === "t" ? undefined : false;
    }
    if (ts.isPropertyAccessExpression(callee) && callee.name.text === "t") return undefined;
    return false;
  };

  const checkOptionsNamespace = (
    options: ts.Expression | undefined,
    namespaces: readonly string[] | undefined,
  ): readonly string[] | undefined => {
    if (!options || !ts.isObjectLiteralExpression(options)) return namespaces;
    for (const property of options.properties) {
      if (
        ts.isPropertyAssignment(property) &&
        propertyName(property.name) === "ns" &&
        stringValue(property.initializer) !== undefined
      ) {
        return [stringValue(property.initializer) ?? ""];
      }
    }
    return namespaces;
  };

  /** A string literal a JSX child or attribute expression shows (through ?:, &&, ??, ||). */
  const shownLiterals = (node: ts.Expression): ts.Expression[] => {
    if (ts.isParenthesizedExpression(node)) return shownLiterals(node.expression);
    if (ts.isConditionalExpression(node)) {
      return [...shownLiterals(node.whenTrue), ...shownLiterals(node.whenFalse)];
    }
    if (ts.isBinaryExpression(node)) {
      const operator = node.operatorToken.kind;
      if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return shownLiterals(node.right);
      if (
        operator === ts.SyntaxKind.BarBarToken ||
        operator === ts.SyntaxKind.QuestionQuestionToken
      ) {
        return [...shownLiterals(node.left), ...shownLiterals(node.right)];
      }
      return [];
    }
    if (stringValue(node) !== undefined) return [node];
    if (ts.isTemplateExpression(node)) return [node];
    return [];
  };
  const literalText = (node: ts.Expression): string =>
    ts.isTemplateExpression(node)
      ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ")
      : (stringValue(node) ?? "");

  const visit = (node: ts.Node) => {
    const opensScope = ts.isFunctionLike(node) || ts.isBlock(node);
    if (opensScope) scopes.push(new Map());

    if (ts.isVariableDeclaration(node)) registerTranslation(node);

    if (ts.isJsxText(node) && hasWords(node.text)) {
      report(node, `text in JSX: "${node.text.trim().slice(0, 60)}"`);
    }
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const literal of shownLiterals(node.expression)) {
        if (hasWords(literalText(literal))) {
          report(literal, `text in JSX: ${literal.getText(source).slice(0, 60)}`);
        }
      }
    }
    if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(source);
      const initializer = node.initializer;
      const values = ts.isStringLiteral(initializer)
        ? [initializer]
        : ts.isJsxExpression(initializer) && initializer.expression
          ? shownLiterals(initializer.expression)
          : [];
      for (const value of values) {
        if (isAttributeText(name, literalText(value))) {
          report(value, `text in JSX attribute ${name}: ${value.getText(source).slice(0, 60)}`);
        }
      }
    }

    if (ts.isCallExpression(node)) {
      const translate = isTranslateCall(node);
      if (translate !== false) {
        const [key, options] = node.arguments;
        const namespaces = checkOptionsNamespace(options, translate);
        if (key) checkKey(key, namespaces);
        if (key) checkPlural(key, options, namespaces);
        if (options && ts.isObjectLiteralExpression(options)) checkFallbacks(options, false);
      }
      if (ts.isIdentifier(node.expression) && node.expression.text === "showAlert") {
        const [input] = node.arguments;
        if (input && ts.isObjectLiteralExpression(input)) {
          for (const property of input.properties) {
            if (!ts.isPropertyAssignment(property)) continue;
            const name = propertyName(property.name);
            if (name === "title" || name === "description") {
              checkKey(property.initializer, ["alerts"]);
            }
          }
          checkFallbacks(input, true);
        }
      }
    }
    // Message descriptors ({ key, defaultValue: "…" }) carry English too.
    if (ts.isObjectLiteralExpression(node)) checkFallbacks(node, false);

    ts.forEachChild(node, visit);
    if (opensScope) scopes.pop();
  };
  visit(source);
  return problems;
}

/** Source files under the roots: .ts and .tsx, no tests, nothing unwired. */
export function sourceFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative))) {
      const child = path.posix.join(relative, entry);
      if (statSync(path.join(root, child)).isDirectory()) walk(child);
      else if (
        /\.tsx?$/.test(entry) &&
        !/\.(test|db\.test|e2e)\.tsx?$/.test(entry) &&
        !entry.endsWith(".d.ts") &&
        !UNWIRED_PATHS.some((unwired) => child.startsWith(unwired))
      ) {
        found.push(child);
      }
    }
  };
  for (const sourceRoot of SOURCE_ROOTS) walk(sourceRoot);
  return found.sort();
}

export function sourceProblems(root: string, index: KeyIndex): SourceProblem[] {
  return sourceFiles(root).flatMap((file) =>
    scanSource(file, readFileSync(path.join(root, file), "utf8"), index),
  );
}
