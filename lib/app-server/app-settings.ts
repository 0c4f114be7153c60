// What the custom server (server.ts) works out at start and hands to the app's server code that Next
// runs (route handlers, pages, auth): where the embedded service listens and as which client the app
// calls it, the data directory and the session key. Handed over as one object rather than written into
// process.env: the environment stays what the operator set, and each reader says where its value came
// from. Kept on globalThis because Next's bundles hold their own copies of this module.
//
// Without a server.ts (a unit test, `next start` with the service elsewhere) nothing is provided and
// the readers fall back to the environment, as before.

const KEY = Symbol.for("footy.app-settings");
type Holder = { [KEY]?: AppSettings };

export interface EmbeddedServiceSettings {
  /** Where the app's server code calls it: loopback HTTP, exactly as it would call the public one. */
  base: string;
  /** The client the embedded service registered for this process. */
  clientId: string;
  clientSecret: string;
  /** The client's plan is unlimited: the app does not ration its calls to itself. */
  unlimited: boolean;
}

export interface AppSettings {
  /** The embedded service, when this process runs one (no SDS_BASE_URL). */
  embeddedService?: EmbeddedServiceSettings;
  /** The data directory (the app's own PGlite database lives in it, beside the service's). */
  dataDir: string;
  /** The session cookies' key (AUTH_SECRET, or the one kept in the data directory). */
  authSecret: string;
}

/** Called once by server.ts, before Next is prepared. */
export function provideAppSettings(settings: AppSettings): void {
  (globalThis as Holder)[KEY] = settings;
}

/** What server.ts provided, or undefined when the app was started without it. */
export function appSettings(): AppSettings | undefined {
  return (globalThis as Holder)[KEY];
}

/**
 * The environment as the data service's settings are read from it (lib/app-server/env.ts): the
 * operator's variables win, except the embedded service's address, which only this process knows.
 */
export function serviceEnv(
  env: Record<string, string | undefined>,
  embedded = appSettings()?.embeddedService,
): Record<string, string | undefined> {
  if (!embedded) return env;
  return {
    ...(embedded.unlimited
      ? { SDS_PLAN_RATE: "100000", SDS_PLAN_BURST: "100000", SDS_DAILY_QUOTA: "1000000000" }
      : {}),
    SDS_CLIENT_ID: embedded.clientId,
    SDS_CLIENT_SECRET: embedded.clientSecret,
    ...definedOnly(env),
    SDS_INTERNAL_URL: embedded.base,
  };
}

const definedOnly = (env: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined));
