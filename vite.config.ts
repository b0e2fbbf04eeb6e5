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
                { name: "shell", test: (id: string) => shell.has(id), priority: 1 },
                // Fetched by the realtime client once a page has hydrated.
                {
                  name: "socket",
                  test: /node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io[\\/]component-emitter)[\\/]/,
                },
                // The quest cards of home and the quests page, and the player's quest listener
                // (lazy, with the session layer): one file rather than five small ones.
                {
                  name: "quest",
                  test: /[\\/](app[\\/]features[\\/]quest[\\/](quest-api|quest-text|task-text|quest-card|task-progress|reward-list|quests-section|quest-updates|quest-realtime)|contracts[\\/]quest|app[\\/]lib[\\/](localized-text|humanize)|app[\\/]ui[\\/]progress-bar)\.tsx?$/,
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
