// Compile-time tests of the session's typing (run by `tsc`, not by vitest): lib/app-server/auth/next-auth.d.ts
// tells next-auth what the app keeps, so the role needs no cast anywhere. Every expected error below
// must occur, or the typecheck fails (without the augmentation the first lines fail instead).
import type { Session, User } from "next-auth";
import type { JWT } from "next-auth/jwt";
import type { Role } from "@/lib/app-server/auth/users";

declare const session: Session;
declare const token: JWT;
declare const user: User;

export function roleTyped() {
  const signedIn: Role | undefined = session.user?.role;
  const fromToken: Role | undefined = token.role;
  const atSignIn: Role | undefined = user.role;
  const sid: string | undefined = token.sid;
  // @ts-expect-error a session's user always has a role (the session callback sets it)
  const missing: Session = { expires: "", user: { email: "a@b.c" } };
  // @ts-expect-error a role is one of the app's four, not any string
  const unknown: Session = { expires: "", user: { email: "a@b.c", role: "owner" } };
  // @ts-expect-error nor in the token
  const forged: JWT = { role: "superuser" };
  return [signedIn, fromToken, atSignIn, sid, missing, unknown, forged];
}
