import js from "@eslint/js";
import nextVitals from "eslint-config-next/core-web-vitals";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// The import fences of ARCHITECTURE.md, enforced: the contract imports nothing of ours; browser code
// never reaches server-only code; the data layer never reaches the layers above it.
const CONTRACT_TYPES_ONLY =
  "browser code imports only types from the contract (values: @/lib/sds/operations, @/lib/sds/endpoint-path)";
const fence = (patterns, message) => ["error", { patterns: [{ group: patterns, message }] }];

export default tseslint.config(
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
  {
    files: ["lib/sds/**"],
    rules: {
      "no-restricted-imports": fence(
        ["@/*", "../*", "!./*", "node:*", "react", "next", "next/*"],
        "lib/sds is the contract: zod only",
      ),
    },
  },
  {
    // Client code: components, the browser data layer, chart maths, and app files marked as client-side.
    // (Server components in app/ may use lib/proxy; its "server-only" marker fails any client import.)
    files: [
      "components/**",
      "lib/queries/**",
      "lib/charts/**",
      "app/**/error.tsx",
      "app/global-error.tsx",
      "app/forbidden.tsx",
      "app/**/*.client.tsx",
    ],
    rules: {
      "no-restricted-imports": fence(
        ["@/lib/data-service/*", "@/lib/data/*", "@/lib/proxy/*"],
        "browser code must not import server-only code",
      ),
      // The contract's schemas (and zod) weigh ~37 KiB gzipped: the browser takes only their types and
      // the schema-free operations table (lib/sds/operations.ts); answers are checked on the server.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [{ name: "@/lib/sds", allowTypeImports: true, message: CONTRACT_TYPES_ONLY }],
          patterns: [
            {
              group: ["@/lib/sds/schemas/*", "@/lib/sds/endpoints", "@/lib/sds/openapi", "zod"],
              allowTypeImports: true,
              message: CONTRACT_TYPES_ONLY,
            },
          ],
        },
      ],
    },
  },
  {
    files: ["lib/data/**"],
    rules: {
      "no-restricted-imports": fence(
        ["@/lib/data-service/*", "@/lib/proxy/*", "@/app/*", "@/components/*"],
        "lib/data sits below the service and the app",
      ),
    },
  },
  {
    // The app's server side talks to the data service over HTTP only (embedded or outside alike).
    files: ["lib/proxy/**"],
    rules: {
      "no-restricted-imports": fence(
        [
          "@/lib/data-service/*",
          "@/lib/data/*",
          "@/app/*",
          "@/components/*",
          "../service/*",
          "../data/*",
          "../../service/*",
          "../../data/*",
        ],
        "lib/proxy reaches the data service over HTTP only",
      ),
    },
  },
  {
    files: ["lib/data-service/**"],
    rules: {
      "no-restricted-imports": fence(
        ["@/lib/proxy/*", "@/app/*", "@/components/*", "@/lib/queries/*"],
        "the service never imports the web app",
      ),
    },
  },
);
