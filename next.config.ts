import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The build checks the app's own code; `npm run typecheck` checks everything, tests included.
  typescript: { tsconfigPath: "tsconfig.next.json" },
  reactStrictMode: true,
  // The embedded service and the importer run beside Next in the same process (server.ts); keep the
  // database drivers out of the bundles.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
};

export default nextConfig;
