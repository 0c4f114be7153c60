import "server-only";
import { requireRole } from "@/lib/app-server/auth/require-role";
import { links } from "@/lib/links";
import { UsageView } from "../usage-view";
import { usageData } from "./usage-data";

/** The data service's quota and what this instance spent of it (admins only). */
export async function UsageScreen() {
  await requireRole(["admin"], links.usage);
  return <UsageView {...await usageData()} />;
}
