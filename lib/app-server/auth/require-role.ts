import "server-only";
import { forbidden, redirect } from "next/navigation";
import type { Role } from "@/lib/app-server/auth/users";
import { currentUser } from "./auth";
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
