import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { lucideIconsByFile } from "./scripts/vite/lucide-icons.ts";
import { pureSchemas } from "./scripts/vite/pure-schemas.ts";

/**
 * The modules that route modules matching `roots` import statically, collected once the module
 * graph is known. Dynamic imports stop the walk: what loads when used stays out. The roots
 * themselves are left out: React Router expects route modules to stay chunks of their own.
 */
function staticImports(roots: RegExp): { plugin: Plugin; has: (id: string) => boolean } {
  const found = new Set<string>();
  return {
    has: (id) => found.has(id),
    plugin: {
      name: `sevens-static-imports:${roots.source}`,
      apply: "build",
      buildEnd() {
        const starts = [...this.getModuleIds()].filter((id) => roots.test(id));
        const pending = [...starts];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
            if (found.has(imported)) continue;
            found.add(imported);
            pending.push(imported);
          }
        }
        for (const start of starts) found.delete(start);
      },
    },
  };
}

/** The app shell every page loads: what the root route imports. */
const shell = staticImports(/[\\/]app[\\/]root\.tsx/);
/**
 * What the first pages a visitor lands on import (home, the lobby, a game page and the house
 * studio's frame): their icons ride in one file, the others' in a second one loaded when used.
 */
const firstPages = staticImports(
  /[\\/](app[\\/](root|routes[\\/](home|games|game|house-play))\.tsx)$/,
);
const lucide = /node_modules[\\/]lucide-react[\\/]/;

/**
 * Route modules keep their exports (React Router reads them) and may gain more. The zod-classic
 * chunk leaves its dependencies to other chunks, which rolldown allows only so; React Router
 * asks for "exports-only".
 */
const entriesMayExportMore: Plugin = {
  name: "sevens-entries-may-export-more",
  apply: "build",
  enforce: "post",
  options(options) {
    if (options.preserveEntrySignatures !== "exports-only") return null;
    return { ...options, preserveEntrySignatures: "allow-extension" };
  },
};

/** Small modules (under 1 KB) that most pages use: part of the shell's file. */
const sharedParts =
  /[\\/]app[\\/](ui[\\/](skeleton|page-heading|empty-state|progress-bar)|lib[\\/](humanize|localized-text))\.tsx?$/;

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // A first load fetches a handful of files instead of ~80: React, React Router, i18next and
    // TanStack Query in one, the first pages' icons in another (smaller than their many tiny
    // files), the shell in a third; pages and what loads when used keep their own chunks.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|i18next|react-i18next|@tanstack[\\/][\w-]+)[\\/]/,
                  priority: 3,
                },
                // zod's classic build and what only it uses (JSON Schema, the English messages),
                // for the forms that load when used. The first pages use zod/mini, whose entry
                // re-exports these too: without this group they would ride in the shell's file.
                {
                  name: "zod-classic",
                  test: /node_modules[\\/]zod[\\/]v4[\\/](classic[\\/]|locales[\\/]|core[\\/](json-schema-processors|json-schema-generator|to-json-schema|memoizer|compile|visit)\.js)/,
                  priority: 4,
                  // The core it builds on stays where the first pages' zod/mini needs it.
                  includeDependenciesRecursively: false,
                },
                {
                  name: "icons",
                  // firstPages starts from the root route too, so the shell's icons are among them.
                  test: (id: string) => lucide.test(id) && firstPages.has(id),
                  priority: 2,
                },
                { name: "more-icons", test: lucide, priority: 2 },
                {
                  name: "shell",
                  // With the small parts most pages share, rather than a file of their own each.
                  test: (id: string) => shell.has(id) || sharedParts.test(id),
                  priority: 1,
                },
                // Fetched by the realtime client once a page has hydrated.
                {
                  name: "socket",
                  test: /node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io[\\/]component-emitter)[\\/]/,
                },
                // Quest cards and progress (a game page, the quests hub, a player's home) and the
                // player's quest listener: one file rather than five small ones.
                {
                  name: "quest",
                  test: /[\\/](app[\\/]features[\\/]quest[\\/](quest-api|quest-text|task-text|quest-card|task-progress|reward-list|quests-section|quest-updates|quest-realtime|game-quest-progress)|contracts[\\/]quest)\.tsx?$/,
                },
              ],
            },
          },
        },
  },
  plugins: [
    lucideIconsByFile(),
    pureSchemas(),
    tailwindcss(),
    reactRouter(),
    shell.plugin,
    firstPages.plugin,
    entriesMayExportMore,
    fastifyReactRouterDev({
      entry: "./server/app.ts",
      exportName: "createDevServer",
      externalizeServerEntryImports: ["#server-context"],
    }),
  ],
}));
