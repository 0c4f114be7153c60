import { checkAppDb } from "@/lib/app-server/app-db";
import { healthAnswer } from "@/lib/net/db-status";

// For load balancers and operators: 200 {status: "ok"} while the databases answer, 503 {status:
// "degraded", database: "unreachable", since} while one does not (lib/net/db-status.ts). Never kept.
export const dynamic = "force-dynamic";

export async function GET() {
  await checkAppDb();
  const { status, body } = healthAnswer();
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}
