import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";

/**
 * Rewrites `import { House, Search } from "lucide-react"` into one import per icon file
 * (`lucide-react/icons/house`), before TypeScript is stripped. Through the package's index every
 * module imports all ~2,000 icons as far as the module graph can tell; one file per icon lets
 * the build see which icons a page really uses, so the first pages' icons can ship apart from
 * the rest (vite.config.ts). Type imports and the package's non-icon exports stay as they were.
 */

/** The package's ESM index, which re-exports every icon under all of its names. */
export function lucideIndexPath(): string {
  return createRequire(import.meta.url)
    .resolve("lucide-react")
    .replace(/cjs[\\/]lucide-react\.js$/, "esm/lucide-react.mjs");
}

/** Exported name → icon file (`house`), read from the package's own index of re-exports. */
export function readIconFiles(indexSource: string): Map<string, string> {
  const files = new Map<string, string>();
  const reexport = /export\s*\{([^}]*)\}\s*from\s*['"]\.\/icons\/([\w-]+)\.mjs['"]/g;
  for (const [, names = "", file = ""] of indexSource.matchAll(reexport)) {
    for (const name of names.split(",")) {
      const exported = /\bas\s+(\w+)/.exec(name)?.[1];
      if (exported) files.set(exported, file);
    }
  }
  return files;
}

const lucideImport = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** The source with its icon imports split per file; unchanged when it imports no icon. */
export function splitIconImports(source: string, iconFiles: ReadonlyMap<string, string>): string {
  return source.replace(lucideImport, (statement, specifiers: string) => {
    const kept: string[] = [];
    const perIcon: string[] = [];
    for (const raw of specifiers.split(",")) {
      const specifier = raw.trim();
      if (!specifier) continue;
      const [imported = "", local = imported] = specifier.split(/\s+as\s+/);
      const file = specifier.startsWith("type ") ? undefined : iconFiles.get(imported);
      if (file) perIcon.push(`import ${local} from "lucide-react/icons/${file}";`);
      else kept.push(specifier);
    }
    if (perIcon.length === 0) return statement;
    // Only types left: a type import, so that no import of the whole package stays behind.
    const typesOnly = kept.every((specifier) => specifier.startsWith("type "));
    const rest =
      kept.length === 0
        ? []
        : typesOnly
          ? [
              `import type { ${kept.map((s) => s.slice("type ".length)).join(", ")} } from "lucide-react";`,
            ]
          : [`import { ${kept.join(", ")} } from "lucide-react";`];
    return [...rest, ...perIcon].join(" ");
  });
}

export function lucideIconsByFile(): Plugin {
  let iconFiles: Map<string, string> | undefined;
  return {
    name: "sevens-lucide-icons-by-file",
    enforce: "pre",
    transform(code, id) {
      if (id.includes("node_modules") || !/\.tsx?$/.test(id.split("?")[0] ?? "")) return null;
      if (!code.includes("lucide-react")) return null;
      iconFiles ??= readIconFiles(readFileSync(lucideIndexPath(), "utf8"));
      const split = splitIconImports(code, iconFiles);
      return split === code ? null : { code: split, map: null };
    },
  };
}
