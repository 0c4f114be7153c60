import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import operationCodes from "./scripts/eslint/no-operation-codes.mjs";

// The import fences of ARCHITECTURE.md, enforced: the contract imports nothing of ours; browser code
// never reaches server-only code; the data layer never reaches the layers above it.
const CONTRACT_TYPES_ONLY =
  "browser code imports only types from the contract (values: @/lib/contract/operations, @/lib/contract/endpoint-path)";
const fence = (patterns, message) => ["error", { patterns: [{ group: patterns, message }] }];
const fences = (...patterns) => ["error", { patterns }];

// The floors (ARCHITECTURE.md): contract → data and service → the app's server side (lib) → features →
// routes (app). Nothing below looks up.
const FEATURES = readdirSync(new URL("./features", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const UP = {
  group: ["@/features/*", "@/app/*"],
  message: "components/ and lib/ sit below the features and the routes, and never import them",
};
const SERVER_ONLY = {
  group: ["@/lib/service/*", "@/lib/db/*", "@/lib/app-server/*"],
  message: "browser code must not import server-only code",
};
const FEATURE_ENTRY_ONLY = {
  regex: "^@/features/[^/]+/(?!server$).+",
  message: "a route imports a feature by its public entry (index.ts, or server.ts), never a deep path",
};
const insideOf = (feature) => ({
  regex: `^@/features/(?!${feature}(/|$))[^/]+/(?!server$)`,
  message: "another feature is reached through its index.ts (or its server.ts, from server code) only",
});
const SERVER_TYPES_ONLY = {
  group: [
    "@/features/*/server",
    "@/features/*/server/*",
    "./server/*",
    "../server/*",
    "./server",
    "../server",
  ],
  allowTypeImports: true,
  message: "a feature's browser code takes only types from its server side",
};
// The contract's schemas (and zod) weigh ~37 KiB gzipped: the browser takes only their types and
// the schema-free operations table (lib/contract/operations.ts); answers are checked on the server.
const CONTRACT_FENCE = (...more) => ({
  "@typescript-eslint/no-restricted-imports": [
    "error",
    {
      paths: [{ name: "@/lib/contract", allowTypeImports: true, message: CONTRACT_TYPES_ONLY }],
      patterns: [
        {
          group: ["@/lib/contract/schemas/*", "@/lib/contract/endpoints", "@/lib/contract/openapi", "zod"],
          allowTypeImports: true,
          message: CONTRACT_TYPES_ONLY,
        },
        ...more,
      ],
    },
  ],
});

export default defineConfig(
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      ".data/**",
      "test-results/**",
      "playwright-report/**",
      "reports/**",
      ".stryker-tmp/**",
      "next-env.d.ts",
      ".data-e2e/**",
      ".data-e2e-seed/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Next's core-web-vitals set registers the react, react-hooks, jsx-a11y and @next/next plugins; the
  // hooks and accessibility sets are then raised from Next's few warnings to their full recommended rules.
  ...nextVitals,
  { rules: { ...reactHooks.configs.flat.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules } },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    // Links go through components/ui/app-link.tsx: prefetched on intent, not on sight (why: there).
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value='next/link']",
          message: "use AppLink (@/components/ui/app-link): next/link prefetches every link in view",
        },
      ],
    },
  },
  { files: ["components/ui/app-link.tsx"], rules: { "no-restricted-syntax": "off" } },
  // One vocabulary: an operation is named by what it returns (OP.getLadder, "the ladder"), never by
  // its specification code; only the contract's table holds the codes (scripts/eslint/no-operation-codes.mjs).
  // Data at rest (stored keys, the specification's text) is read from the table, not spelt.
  {
    plugins: { local: operationCodes },
    rules: { "local/no-operation-codes": "error" },
  },
  { files: ["lib/contract/**"], rules: { "local/no-operation-codes": "off" } },
  // The product's functions stay short enough to read at once, and their branching within reason. The
  // match engine's play functions (one decision of a passage of play each) branch the most: they have
  // a limit of their own. Tests, benches and scripts are not measured (a describe block is long).
  {
    files: ["app/**", "components/**", "features/**", "lib/**", "server.ts", "proxy.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
      complexity: ["error", 25],
    },
  },
  { files: ["lib/service/engine/**"], ignores: ["**/*.test.ts"], rules: { complexity: ["error", 55] } },
  {
    files: ["lib/contract/**"],
    rules: {
      "no-restricted-imports": fence(
        ["@/*", "../*", "!./*", "node:*", "react", "next", "next/*"],
        "lib/contract is the contract: zod only",
      ),
    },
  },
  // Client code: shared components, the browser data layer, chart maths, app files marked as client-side.
  // (Server components in app/ may use lib/app-server; its "server-only" marker fails any client import.)
  {
    files: ["components/**", "lib/queries/**", "lib/charts/**"],
    rules: { "no-restricted-imports": fences(SERVER_ONLY, UP), ...CONTRACT_FENCE() },
  },
  // The service worker is a program of its own in the browser: only its own modules, no React, Next
  // or other code of ours (whatever it imported would be compiled into /sw.js).
  {
    files: ["lib/service-worker/**"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": fence(
        ["@/*", "../*", "react", "react-dom", "next", "next/*", "node:*"],
        "lib/service-worker imports only its own modules (./)",
      ),
    },
  },
  // Routes are shells: they take a feature by its public entry (index.ts, or server.ts for its screens).
  { files: ["app/**"], rules: { "no-restricted-imports": fences(FEATURE_ENTRY_ONLY) } },
  {
    files: ["app/**/error.tsx", "app/**/global-error.tsx", "app/**/forbidden.tsx", "app/**/*.client.tsx"],
    rules: { "no-restricted-imports": fences(SERVER_ONLY, FEATURE_ENTRY_ONLY), ...CONTRACT_FENCE() },
  },
  // A feature's views and maths are browser-safe (types only from its server side); its server side
  // (server/, server.ts) builds the pages' data. Another feature is reached through its index.ts
  // (or its server.ts, from server code) only.
  ...FEATURES.flatMap((feature) => [
    {
      files: [`features/${feature}/**`],
      ignores: [`features/${feature}/server/**`, `features/${feature}/server.ts`],
      rules: {
        "no-restricted-imports": fences(SERVER_ONLY, insideOf(feature)),
        ...CONTRACT_FENCE(SERVER_TYPES_ONLY),
      },
    },
    {
      files: [`features/${feature}/server/**`, `features/${feature}/server.ts`],
      rules: { "no-restricted-imports": fences(insideOf(feature)) },
    },
  ]),
  // lib/ holds three programs and what they share (ARCHITECTURE.md, "The house"): one rule a boundary.
  // The shared modules (the rest of lib/) belong to no program and import none.
  {
    files: ["lib/**"],
    ignores: [
      "lib/contract/**",
      "lib/service-worker/**",
      "lib/queries/**",
      "lib/charts/**",
      "lib/service/**",
      "lib/app-server/**",
      // a test or a test's fixture may start either program
      "**/*.test.ts",
      "**/*-fixture.ts",
    ],
    rules: {
      "no-restricted-imports": fences(
        {
          group: ["@/lib/service/*", "@/lib/app-server/*"],
          message: "shared code belongs to no program: it imports neither the service nor the app's server",
        },
        UP,
      ),
    },
  },
  // The data service and its engine: a program of its own (embedded or standalone), so it imports
  // nothing of the web app, not even its addresses.
  {
    files: ["lib/service/**"],
    rules: {
      "no-restricted-imports": fences(
        {
          group: [
            "@/lib/app-server/*",
            "@/lib/queries/*",
            "@/lib/charts/*",
            "@/lib/links",
            "@/lib/service-worker/*",
          ],
          message: "the service never imports the web app",
        },
        UP,
      ),
    },
  },
  // The app's server side talks to the data service over HTTP only (embedded or outside alike); its
  // own database (accounts, sessions, kept builds) opens through the shared driver lib/db.
  {
    files: ["lib/app-server/**"],
    rules: {
      "no-restricted-imports": fences(
        {
          group: ["@/lib/service/*", "../service/*", "../../service/*"],
          message: "lib/app-server reaches the data service over HTTP only",
        },
        UP,
      ),
    },
  },
);
