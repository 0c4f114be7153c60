import { UsageScreen } from "@/features/usage/server";

export const dynamic = "force-dynamic";
export const metadata = {
  title: "Data service usage",
  description: "Requests made to the data service today, against the quota.",
};

/** /admin/usage — the data service's quota and what this instance spent of it (admins only). */
export default function UsageRoute() {
  return <UsageScreen />;
}
