import "server-only";
import { z } from "zod";
import { SettingsError, settingsProblems } from "@/lib/lifecycle/settings";
import { serviceEnv } from "./app-settings";
import { PasswordSchema } from "./auth/users";
import { LiveSettingsSchema } from "./live/live-config";
import { DEFAULT_ALLOWANCES } from "./upstream/allowances";

// An address the app calls: http or https only, so that a typo or a javascript: value is refused at start.
const httpUrl = (name: string) =>
  z.url({ protocol: /^https?$/, error: `${name} must be an http:// or https:// address` }).optional();

const EnvSchema = z.object({
  SDS_BASE_URL: httpUrl("SDS_BASE_URL"),
  SDS_AUTH_URL: httpUrl("SDS_AUTH_URL"),
  SDS_INTERNAL_URL: httpUrl("SDS_INTERNAL_URL"),
  SDS_CLIENT_ID: z.string().min(1),
  SDS_CLIENT_SECRET: z.string().min(1),
  SDS_AUDIENCE: z.string().optional(),
  SDS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).optional(),
  SDS_PLAN_RATE: z.coerce.number().positive().optional(),
  SDS_PLAN_BURST: z.coerce.number().int().positive().optional(),
  SDS_DAILY_QUOTA: z.coerce.number().int().positive().optional(),
  VISITOR_CALLS_PER_SEC: z.coerce.number().positive().optional(),
  VISITOR_CALLS_BURST: z.coerce.number().int().positive().optional(),
  ANALYST_CALLS_PER_SEC: z.coerce.number().positive().optional(),
  ANALYST_CALLS_BURST: z.coerce.number().int().positive().optional(),
  HISTORY_QUARTER_CALLS_A_DAY: z.coerce.number().int().min(0).optional(),
  // Every page's metadata, the sitemap and the calendars are made from it (site-origin.ts): a value
  // that is not an address failed them all.
  APP_ORIGIN: httpUrl("APP_ORIGIN"),
});

/**
 * The app's own settings (its data calls', its live streams', its origin and sessions' key) checked at
 * start (server.ts), so that a bad one stops the start with its name rather than fail pages later; the
 * embedded service's client is not the operator's to set.
 */
export function checkAppSettings(env: Record<string, string | undefined>, embedded: boolean): void {
  const upstream = embedded ? EnvSchema.partial({ SDS_CLIENT_ID: true, SDS_CLIENT_SECRET: true }) : EnvSchema;
  // The sessions' key: with the embedded service one is made and kept in the data directory when unset.
  const key = z.string().min(32, { error: "AUTH_SECRET must be 32 or more random characters" });
  const e = upstream
    .extend(LiveSettingsSchema.shape)
    // The demo accounts' password, set at every start of an app on its embedded service.
    .extend({ AUTH_SECRET: embedded ? key.optional() : key, DEMO_PASSWORD: PasswordSchema.optional() })
    .safeParse(env);
  if (!e.success) throw new SettingsError(settingsProblems(e.error, env));
}

/** How long any call to the data service (token or data) may take before a saved copy or an error is shown. */
export const DEFAULT_TIMEOUT_MS = 4_000;

export interface UpstreamEnv {
  baseUrl: string; // without /v1
  authUrl: string;
  clientId: string;
  clientSecret: string;
  audience: string;
  timeoutMs?: number;
  /** The client's plan as the app should pace itself (the standard plan when unset). */
  plan?: { rate: number; burst: number; daily: number };
  /**
   * New (uncached) calls one visitor may cause, a rate a second and a burst: an address's visitors
   * who are not signed in, or one signed-in fan.
   */
  visitor?: { rate: number; burst: number };
  /** The same for one signed-in coach, analyst or admin (allowances.ts). */
  analyst?: { rate: number; burst: number };
  /** Calls a UTC day the records' quarter-scores build may spend (unset: a seventh of the plan's day). */
  historyQuarterCallsADay?: number;
}

/**
 * Where the data service is and how to authenticate. Unset SDS_BASE_URL means the embedded service of
 * this process, whose loopback address and registered client server.ts provides (app-settings.ts).
 */
export function upstreamEnv(env: Record<string, string | undefined> = serviceEnv(process.env)): UpstreamEnv {
  const e = EnvSchema.safeParse(env);
  if (!e.success) throw new SettingsError(settingsProblems(e.error, env));
  const trim = (u: string) => u.replace(/\/+$/, "");
  const base = trim(e.data.SDS_BASE_URL ?? e.data.SDS_INTERNAL_URL ?? "http://127.0.0.1:3000");
  return {
    baseUrl: base,
    authUrl: trim(e.data.SDS_AUTH_URL ?? base),
    clientId: e.data.SDS_CLIENT_ID,
    clientSecret: e.data.SDS_CLIENT_SECRET,
    audience: e.data.SDS_AUDIENCE ?? `${base}/`,
    timeoutMs: e.data.SDS_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS,
    plan: {
      rate: e.data.SDS_PLAN_RATE ?? 20,
      burst: e.data.SDS_PLAN_BURST ?? 40,
      daily: e.data.SDS_DAILY_QUOTA ?? 35_000,
    },
    visitor: {
      rate: e.data.VISITOR_CALLS_PER_SEC ?? DEFAULT_ALLOWANCES.visitor.rate,
      burst: e.data.VISITOR_CALLS_BURST ?? DEFAULT_ALLOWANCES.visitor.burst,
    },
    analyst: {
      rate: e.data.ANALYST_CALLS_PER_SEC ?? DEFAULT_ALLOWANCES.analyst.rate,
      burst: e.data.ANALYST_CALLS_BURST ?? DEFAULT_ALLOWANCES.analyst.burst,
    },
    historyQuarterCallsADay: e.data.HISTORY_QUARTER_CALLS_A_DAY,
  };
}
