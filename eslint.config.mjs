// The house's dependency rules, enforced (docs/architecture.md, "Dependencies point one way"):
//   app -> components -> lib, stores -> lib; lib never imports app, components or stores;
//   components and stores never touch the database; no import cycles inside lib.
// `npm run lint` runs it; the test command runs it and fails on any error.
import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import reactHooks from "eslint-plugin-react-hooks";
import boundaries from "eslint-plugin-boundaries";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";

/** The layers, most specific pattern first (boundaries takes the first match). */
const ELEMENTS = [
  { type: "db", pattern: ["lib/db/**", "generated/**"] },
  { type: "lib", pattern: "lib/**" },
  { type: "components", pattern: "components/**" },
  { type: "stores", pattern: "stores/**" },
  { type: "i18n", pattern: "i18n/**" },
  { type: "messages", pattern: "messages/**" },
  { type: "app", pattern: "app/**" },
  // From the root only: "prisma/**" would otherwise also claim generated/prisma (the Prisma client, "db").
  { type: "tooling", pattern: ["scripts/**", "tools/**", "prisma/**", "tests/**"], partialMatch: false },
];

export default tseslint.config(
  {
    ignores: [".next/**", "node_modules/**", "generated/**", ".data/**", ".node/**", "test-results/**", "playwright-report/**", "public/**", "next-env.d.ts"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  nextPlugin.configs["core-web-vitals"],
  // The rules of hooks only: the plugin's other "recommended" rules are diagnostics of the React
  // Compiler, which this project does not use.
  { plugins: { "react-hooks": reactHooks }, rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" } },
  {
    files: ["**/*.{ts,tsx,mjs}"],
    plugins: { boundaries, "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "boundaries/elements": ELEMENTS,
      "boundaries/include": ["**/*.{ts,tsx}"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
      "import/resolver": { typescript: { project: "./tsconfig.json" } },
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          policies: [
            {
              from: { element: { type: ["lib", "db"] } },
              disallow: { to: { element: { type: ["app", "components", "stores"] } } },
              message: "lib/ is the bottom layer: it never imports app/, components/ or stores/ (move the shared piece into lib/).",
            },
            {
              // Pages and layouts open through lib/http/page.ts, route handlers get `db` from
              // lib/http/route.ts, and both pass it to lib/<domain> functions.
              from: { element: { type: "app" } },
              disallow: { to: { element: { type: "db" } } },
              message: "app/ never reads the database itself: pages open with openPage() (lib/http/page.ts), route handlers get db from route() (lib/http/route.ts); pass it to lib/<domain> functions.",
            },
            {
              from: { element: { type: ["components", "stores"] } },
              disallow: { to: { element: { type: ["db", "app"] } } },
              message: "Components and stores never touch the database or app/: load data in a page through a lib/<domain> function and pass it down; take server actions from lib/<domain>/actions.ts or as props.",
            },
          ],
        },
      ],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // The code base's own conventions, kept as they are.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
      "@typescript-eslint/no-explicit-any": "error",
      "no-empty-pattern": "off",
    },
  },
  {
    // Tests and tooling may reach across layers to set up what they test.
    files: ["**/*.test.{ts,tsx}", "tests/**", "scripts/**", "tools/**", "prisma/**", "*.config.*"],
    rules: { "boundaries/dependencies": "off", "import-x/no-cycle": "off" },
  },
  {
    // Playwright's fixtures hand over their value with `use`, which is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);

export { ELEMENTS };
