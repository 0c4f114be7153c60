import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Db } from "@/lib/db/db";
import { registerClient } from "./auth/clients";
import type { ServiceConfig } from "./config";

/** Without configured credentials, a client is made at first start and kept in the data directory. */
export function localClient(config: ServiceConfig): { id: string; secret: string } {
  if (config.clientId && config.clientSecret) return { id: config.clientId, secret: config.clientSecret };
  // An in-memory database (tests) keeps its client in memory too: nothing is written to the working tree.
  if (config.dataDir.startsWith("memory://"))
    return { id: "embedded-app", secret: randomBytes(24).toString("base64url") };
  const file = path.join(config.dataDir, "client.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  const c = { id: "embedded-app", secret: randomBytes(24).toString("base64url") };
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(c), { mode: 0o600 });
  return c;
}

/** The app's own client (localClient), registered with the configured tier and plan. */
export async function registerLocalClient(
  db: Db,
  config: ServiceConfig,
): Promise<{ id: string; secret: string }> {
  const client = localClient(config);
  await registerClient(db, {
    id: client.id,
    secret: client.secret,
    tier: config.clientTier,
    plan: config.clientPlan,
  });
  return client;
}
