import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The build checks the app's own code; `npm run typecheck` checks everything, tests included.
  // `npm test` builds with NEXT_BUILD_TYPES_CHECKED=1: its static checks run that whole check (app code
  // and the route types the build writes) beside the next step, so the build need not repeat the
  // app's part (~20 s of the run's critical path). Any other build checks the types itself.
  typescript: {
    tsconfigPath: "tsconfig.next.json",
    ignoreBuildErrors: process.env.NEXT_BUILD_TYPES_CHECKED === "1",
  },
  reactStrictMode: true,
  typedRoutes: true,
  // forbidden() (lib/app-server/auth/require-role.ts): a signed-in visitor without the role gets a 403 and
  // app/forbidden.tsx. Still behind this flag in Next 16.
  experimental: { authInterrupts: true },
  // The embedded service and the importer run beside Next in the same process (server.ts); keep the
  // database drivers out of the bundles.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
};

export default nextConfig;
