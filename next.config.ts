import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The embedded service and the importer run beside Next in the same process (server.ts); keep the
  // database drivers out of the bundles.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
};

export default nextConfig;
