import { readdirSync } from "node:fs";
import { join } from "node:path";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The layers of app/ (docs/decisions/009): lib/ imports only lib/; ui/ imports lib/; a feature
 * imports lib/, ui/ and itself; routes/, root.tsx, entry.*.tsx and modal-bodies.ts compose them.
 */
const features = readdirSync(join(import.meta.dirname, "app/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  {
    target: "./app/lib",
    from: "./app",
    except: ["./lib"],
    message: "lib/ is the bottom layer: it imports nothing else of app/.",
  },
  {
    target: "./app/ui",
    from: "./app",
    except: ["./ui", "./lib"],
    message: "ui/ imports only lib/: a feature's part is handed in from routes/ or root.tsx.",
  },
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: "./app",
    except: [`./features/${feature}`, "./ui", "./lib"],
    message:
      "Features never import each other (or routes/root): move what two share down to ui/ or lib/, or compose them in a route.",
  })),
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "node_modules/",
      ".react-router/",
      "data/",
      "coverage/",
      "server/db/migrations/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Features never import each other; what two share moves down to ui/ or lib/. The import
    // graph of app/ has no cycle (type-only imports aside, which vanish at build).
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/resolver-next": [createNodeResolver()],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
      "import-x/no-cycle": "error",
    },
  },
  {
    files: ["app/features/**/*.{ts,tsx}", "app/ui/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**"], message: "The browser app never imports server code." },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
);
