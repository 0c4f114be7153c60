import "server-only";
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { appDb } from "@/lib/app-server/app-db";
import { processSessions as sessions } from "@/lib/app-server/auth/process-sessions";
import { SESSION_MAX_AGE_SECS } from "@/lib/app-server/auth/sessions";
import { verifyUser, type Role } from "@/lib/app-server/auth/users";
import { safeRedirectPath } from "@/lib/app-server/security/safe-redirect";
import { requestAddress, signInGuard, ThrottledSignIn } from "./sign-in-guard";
import { links } from "@/lib/links";
import { appSettings } from "@/lib/app-server/app-settings";
import { atVisitorOrigin } from "./visitor-origin";
import { createUnreadableSessions } from "./unreadable-sessions";

// One count for the process: Next bundles this module once for the route handlers and once for pages.
const UNREADABLE = Symbol.for("footy.unreadable-sessions");
const unreadableSession = ((globalThis as Record<symbol, (() => void) | undefined>)[UNREADABLE] ??=
  createUnreadableSessions((line) => console.warn(line)));

const Login = z.object({ email: z.string().min(3).max(200), password: z.string().min(1).max(200) });

const nextAuth = NextAuth({
  trustHost: true,
  // The key server.ts resolved (AUTH_SECRET or the data directory's own); unset, next-auth reads AUTH_SECRET.
  secret: appSettings()?.authSecret,
  // The cookie is renewed whenever the session is read through the auth routes (the header's
  // keep-alive does that while a page is open); the database row decides whether it still counts.
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECS },
  pages: { signIn: links.login, error: links.login },
  // A wrong password is an everyday event, answered on the form; only other failures are worth a log
  // line, and never the credentials (next-auth passes none to the logger).
  logger: {
    error(error) {
      // `type` is a static string on the error class (a minifier may rename the class, not this).
      const type = (error as { type?: string }).type;
      if (type === "CredentialsSignin")
        console.warn("[auth] sign-in refused: wrong email or password, or too many attempts");
      else if (type === "JWTSessionError") unreadableSession();
      else console.error("[auth]", error);
    },
  },
  providers: [
    Credentials({
      credentials: { email: { label: "Email" }, password: { label: "Password", type: "password" } },
      async authorize(raw, request) {
        const parsed = Login.safeParse(raw);
        if (!parsed.success) return null;
        const { email, password } = parsed.data;
        const address = requestAddress(request.headers);
        const wait = signInGuard().retryAfter(email, address);
        if (wait) throw new ThrottledSignIn(wait);
        const user = await verifyUser(await appDb(), email, password);
        if (!user) {
          signInGuard().failed(email, address);
          return null;
        }
        signInGuard().succeeded(email);
        return { id: String(user.id), email: user.email, role: user.role };
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        token.sid = await sessions().start(Number(user.id));
        token.role = user.role;
        return token;
      }
      // null ends the session: signed out, disabled, deleted, or a token from before sessions had ids.
      const state = typeof token.sid === "string" ? await sessions().check(token.sid) : null;
      if (!state) return null;
      token.role = state.role;
      token.email = state.email;
      return token;
    },
    // The jwt callback has just read the role from the database; a token without one is a fan's.
    session({ session, token }) {
      return { ...session, user: { ...session.user, role: token.role ?? "fan" } };
    },
    // Only our own origin, whatever callbackUrl said.
    redirect({ url, baseUrl }) {
      const origin = new URL(baseUrl).origin;
      return `${origin}${safeRedirectPath(url, origin)}`;
    },
  },
  events: {
    async signOut(message) {
      const sid = "token" in message ? message.token?.sid : undefined;
      if (typeof sid === "string") await sessions().end(sid);
    },
  },
});

export const { auth, signIn, signOut } = nextAuth;
/** next-auth's routes, answering at the origin the visitor used (visitor-origin.ts). */
export const handlers = {
  GET: (req: NextRequest) => nextAuth.handlers.GET(atVisitorOrigin(req)),
  POST: (req: NextRequest) => nextAuth.handlers.POST(atVisitorOrigin(req)),
};

/** Who is signed in, and with which role; null for an anonymous visitor. */
export async function currentUser(): Promise<{ email: string; role: Role } | null> {
  const user = (await auth())?.user;
  return user?.email ? { email: user.email, role: user.role } : null;
}
