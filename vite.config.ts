import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The modules the root route imports statically (the app shell every page loads), collected
 * once the module graph is known. Dynamic imports stop the walk: what loads when used stays out.
 */
function shellModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const shell = new Set<string>();
  return {
    has: (id) => shell.has(id),
    plugin: {
      name: "sevens-shell-modules",
      apply: "build",
      buildEnd() {
        const roots = [...this.getModuleIds()].filter((id) => /[\\/]app[\\/]root\.tsx/.test(id));
        const pending = [...roots];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
            if (shell.has(imported)) continue;
            shell.add(imported);
            pending.push(imported);
          }
        }
        // The root route stays its own chunk, as React Router expects of route modules.
        for (const root of roots) shell.delete(root);
      },
    },
  };
}

const shell = shellModules();

/** Small modules (under 1 KB) that most pages use: part of the shell's file. */
const sharedParts =
  /[\\/]app[\\/](ui[\\/](skeleton|page-heading|empty-state|progress-bar)|lib[\\/](humanize|localized-text))\.tsx?$/;

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // A first load fetches a handful of files instead of ~80: React, React Router, i18next and
    // TanStack Query in one, all icons in another (smaller than their many tiny files), the
    // shell in a third; pages and what loads when used keep their own chunks.
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
                { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 2 },
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
    tailwindcss(),
    reactRouter(),
    shell.plugin,
    fastifyReactRouterDev({
      entry: "./server/app.ts",
      exportName: "createDevServer",
      externalizeServerEntryImports: ["#server-context"],
    }),
  ],
}));
