import { requireRole } from "@/lib/app-server/auth/require-role";
import { links } from "@/lib/links";
import { usageData } from "@/features/usage/server/usage-data";
import { UsageView } from "@/features/usage/usage-view";

export const dynamic = "force-dynamic";
export const metadata = {
  title: "Data service usage",
  description: "Requests made to the data service today, against the quota.",
};

/** /admin/usage — the data service's quota and what this instance spent of it (admins only). */
export default async function UsagePage() {
  await requireRole(["admin"], links.usage);
  return <UsageView {...await usageData()} />;
}
