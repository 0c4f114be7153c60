import path from "node:path";
import { z } from "zod";
import { SettingsError, settingsProblems } from "@/lib/lifecycle/settings";

const EnvSchema = z.object({
  DATA_DIR: z.string().default(".data"),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: "DATABASE_URL must be a postgres:// or postgresql:// address",
    })
    .optional(),
  SDS_CLIENT_ID: z.string().min(1).optional(),
  SDS_CLIENT_SECRET: z.string().min(8, "SDS_CLIENT_SECRET must have at least 8 characters").optional(),
  SDS_CLIENT_TIER: z.enum(["core", "advanced", "transactional"]).default("transactional"),
  SDS_CLIENT_PLAN: z.enum(["standard", "unlimited"]).default("standard"),
  SDS_AUDIENCE: z.string().optional(),
  SDS_BASE_URL: z
    .url({ protocol: /^https?$/, error: "SDS_BASE_URL must be an http:// or https:// address" })
    .optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DEMO_SEASONS: z.coerce.number().int().min(0).max(200).default(1),
  DEMO_SEED: z.coerce.number().int().default(20260101),
  SDS_REPLAY: z.string().max(2000).optional(),
  WORKER_THREADS: z.enum(["0", "1"], "WORKER_THREADS must be 0 or 1").default("1"),
  SDS_EVENTS_AHEAD: z.enum(["0", "1"], "SDS_EVENTS_AHEAD must be 0 or 1").default("1"),
});

export interface ServiceConfig {
  dataDir: string;
  databaseUrl?: string;
  clientId?: string;
  clientSecret?: string;
  clientTier: "core" | "advanced" | "transactional";
  clientPlan: "standard" | "unlimited";
  // Accepted token audiences; the base address with a trailing slash. Unset: any audience naming /v1's
  // host is not checked beyond being the configured one, see audienceOk.
  audience?: string;
  demoSeasons: number;
  demoSeed: number;
  replay?: string; // SDS_REPLAY: matches replayed as if live (see replay.ts)
  /** WORKER_THREADS (default 1): completed matches' statistics computed in a worker thread. */
  statsWorker: boolean;
  /**
   * Live and soon-starting matches' events generated ahead in a worker thread (events-ahead.ts):
   * SDS_EVENTS_AHEAD (default 1), and only with WORKER_THREADS=1.
   */
  eventsAhead: boolean;
}

/** Reads the environment once; a bad value stops the start with a message naming the variable. */
export function readServiceConfig(env: Record<string, string | undefined> = process.env): ServiceConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) throw new SettingsError(settingsProblems(parsed.error, env));
  const e = parsed.data;
  if (Boolean(e.SDS_CLIENT_ID) !== Boolean(e.SDS_CLIENT_SECRET))
    throw new SettingsError(["SDS_CLIENT_ID, SDS_CLIENT_SECRET: set both, or neither"]);
  const base = e.SDS_BASE_URL?.replace(/\/+$/, "");
  return {
    dataDir: e.DATA_DIR.startsWith("memory://") ? e.DATA_DIR : path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    clientId: e.SDS_CLIENT_ID,
    clientSecret: e.SDS_CLIENT_SECRET,
    clientTier: e.SDS_CLIENT_TIER,
    clientPlan: e.SDS_CLIENT_PLAN,
    audience: e.SDS_AUDIENCE ?? (base ? `${base}/` : undefined),
    demoSeasons: e.DEMO_SEASONS,
    demoSeed: e.DEMO_SEED,
    replay: e.SDS_REPLAY,
    statsWorker: e.WORKER_THREADS === "1",
    eventsAhead: e.WORKER_THREADS === "1" && e.SDS_EVENTS_AHEAD === "1",
  };
}
