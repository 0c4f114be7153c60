import type { Db } from "@/lib/db/db";
import { hashSecret, verifySecret } from "@/lib/crypto/hash-secret";

export type Tier = "core" | "advanced" | "transactional";
export type PlanName = "standard" | "unlimited";

export interface Plan {
  name: PlanName;
  requestsPerDay: number;
  ratePerSecond: number;
  burst: number;
}

// The public service's limits (football-facts.md); `unlimited` exists for benchmarks and load tests.
export const PLANS: Record<PlanName, Plan> = {
  standard: { name: "standard", requestsPerDay: 35_000, ratePerSecond: 20, burst: 40 },
  unlimited: { name: "unlimited", requestsPerDay: 1_000_000_000, ratePerSecond: 1_000_000, burst: 1_000_000 },
};

export interface Client {
  id: string;
  tier: Tier;
  plan: Plan;
}

/** Creates or updates a machine client; the secret is stored hashed only. */
export async function registerClient(
  db: Db,
  c: { id: string; secret: string; tier: Tier; plan: PlanName },
): Promise<void> {
  const existing = await db.query<{ secret_hash: string; tier: string; plan: string }>(
    "select secret_hash, tier, plan from clients where id = $1",
    [c.id],
  );
  // Re-hashing on every start would change the stored hash for nothing; keep it when the secret matches.
  if (
    existing.length &&
    existing[0].tier === c.tier &&
    existing[0].plan === c.plan &&
    (await verifySecret(c.secret, existing[0].secret_hash))
  )
    return;
  const hash = await hashSecret(c.secret);
  await db.query(
    `insert into clients (id, secret_hash, tier, plan) values ($1, $2, $3, $4)
     on conflict (id) do update set secret_hash = excluded.secret_hash, tier = excluded.tier, plan = excluded.plan`,
    [c.id, hash, c.tier, c.plan],
  );
}

export async function findClient(db: Db, id: string): Promise<(Client & { secretHash: string }) | null> {
  const rows = await db.query<{ id: string; secret_hash: string; tier: Tier; plan: PlanName }>(
    "select id, secret_hash, tier, plan from clients where id = $1",
    [id],
  );
  if (!rows.length) return null;
  const r = rows[0];
  return { id: r.id, tier: r.tier, plan: PLANS[r.plan] ?? PLANS.standard, secretHash: r.secret_hash };
}
