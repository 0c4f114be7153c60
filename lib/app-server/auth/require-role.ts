import "server-only";
import { forbidden, redirect } from "next/navigation";
import type { Role } from "@/lib/app-server/auth/users";
import { currentUser } from "./auth";
import { canAnalyse } from "./roles";
import { loginHref } from "@/lib/links";

/**
 * For pages that need a role, before any of their data is fetched: anonymous visitors go to sign-in
 * (and come back to `returnTo`, a path of ours); a signed-in user without the role is answered 403
 * with the nearest forbidden.tsx, which says which role the address needs (components/ui/role-refusal.ts).
 */
export async function requireRole(roles: readonly Role[], returnTo: string) {
  const user = await currentUser();
  if (!user) redirect(loginHref(returnTo));
  if (!roles.includes(user.role)) forbidden();
  return user;
}

/**
 * A page's event-level part (quarter and zone cuts, statistics beyond the box score) asked for in its
 * address by someone without an analyst's role: a signed-out visitor is sent to sign in (and back to
 * `returnTo`), a signed-in one is answered 403 (forbidden.tsx says which roles it needs). Nothing when
 * it is not asked for, or for coaches, analysts and admins (canAnalyse).
 */
export function refuseEventData(asked: boolean, user: { role: Role } | null, returnTo: string): void {
  if (!asked || canAnalyse(user?.role)) return;
  if (!user) redirect(loginHref(returnTo));
  forbidden();
}
