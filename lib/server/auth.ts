import "server-only";
import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { appDb } from "@/lib/accounts/app-db";
import { ROLES, verifyUser, type Role } from "@/lib/accounts/users";

const Login = z.object({ email: z.string().min(3).max(200), password: z.string().min(1).max(200) });

export const { handlers, auth, signIn, signOut } = NextAuth({
  trustHost: true,
  session: { strategy: "jwt", maxAge: 7 * 86_400 },
  pages: { signIn: "/login" },
  // A wrong password is an everyday event, answered on the form; only other failures are worth a log
  // line, and never the credentials (next-auth passes none to the logger).
  logger: {
    error(error) {
      // `type` is a static string on the error class (a minifier may rename the class, not this).
      if ((error as { type?: string }).type === "CredentialsSignin")
        console.warn("[auth] sign-in refused: wrong email or password");
      else console.error("[auth]", error);
    },
  },
  providers: [
    Credentials({
      credentials: { email: { label: "Email" }, password: { label: "Password", type: "password" } },
      async authorize(raw) {
        const parsed = Login.safeParse(raw);
        if (!parsed.success) return null;
        const user = await verifyUser(await appDb(), parsed.data.email, parsed.data.password);
        return user ? { id: String(user.id), email: user.email, role: user.role } : null;
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) token.role = (user as { role?: Role }).role;
      return token;
    },
    session({ session, token }) {
      const role = ROLES.includes(token.role as Role) ? (token.role as Role) : "fan";
      return { ...session, user: { ...session.user, role } };
    },
  },
});

/** Who is signed in, and with which role; null for an anonymous visitor. */
export async function currentUser(): Promise<{ email: string; role: Role } | null> {
  const s = await auth();
  const u = s?.user as { email?: string; role?: Role } | undefined;
  return u?.email ? { email: u.email, role: u.role ?? "fan" } : null;
}
