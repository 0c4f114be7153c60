import "server-only";
import { redirect } from "next/navigation";
import type { Role } from "@/lib/accounts/users";
import { currentUser } from "./auth";

/**
 * For pages that need a role: anonymous visitors go to sign-in (and come back); a signed-in user
 * without the role gets `{ refused: true }` so the page can say why instead of showing the data.
 */
export async function requireRole(roles: readonly Role[], returnTo: string) {
  const user = await currentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(returnTo)}`);
  return { user, refused: !roles.includes(user.role) };
}
