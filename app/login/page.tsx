import { AuthError } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { signIn } from "@/lib/server/auth";
import { ThrottledSignIn } from "@/lib/server/sign-in-guard";
import { safeRedirectPath } from "@/lib/security/safe-redirect";
import { tooManyAttempts } from "@/lib/security/throttle";

export const metadata = {
  title: "Sign in",
  description: "Sign in to see the licensed match views for coaches and analysts.",
};

function errorMessage(error: string | undefined, retry: string | undefined): string | null {
  if (!error) return null;
  if (error === "throttled") return tooManyAttempts(Math.min(Math.max(Number(retry) || 60, 1), 86_400));
  if (error === "credentials" || error === "CredentialsSignin")
    return "That email and password do not match an account.";
  return "Sign-in did not work. Please try again.";
}

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ error?: string; callbackUrl?: string; retry?: string }>;
}) {
  const { error, callbackUrl, retry } = await searchParams;
  const h = await headers();
  const proto = h.get("x-forwarded-proto")?.split(",")[0] === "https" ? "https" : "http";
  // Only our own paths: an open redirect would let a link send a signed-in user anywhere.
  const target = safeRedirectPath(callbackUrl, `${proto}://${h.get("host") ?? "localhost"}`);
  const back = encodeURIComponent(target);
  const message = errorMessage(error, retry);
  async function login(form: FormData) {
    "use server";
    try {
      await signIn("credentials", {
        email: String(form.get("email") ?? ""),
        password: String(form.get("password") ?? ""),
        redirectTo: target,
      });
    } catch (err) {
      if (err instanceof ThrottledSignIn)
        redirect(`/login?error=throttled&retry=${err.retryAfter}&callbackUrl=${back}`);
      if (err instanceof AuthError) redirect(`/login?error=credentials&callbackUrl=${back}`);
      throw err;
    }
  }
  return (
    <div className="mx-auto max-w-sm space-y-4">
      <h1 className="text-2xl font-semibold">Sign in</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Coaches and analysts sign in for event-level analysis and exports. Fixtures, ladders and squads are
        open to everyone.
      </p>
      {message && (
        <p
          role="alert"
          className="rounded border border-red-300 bg-red-50 p-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {message}
        </p>
      )}
      <form action={login} className="space-y-3">
        <div className="space-y-1">
          <label htmlFor="email" className="block text-sm font-medium">
            Email
          </label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            required
            className="w-full rounded border border-slate-300 bg-transparent px-2 py-1 dark:border-slate-700"
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="password" className="block text-sm font-medium">
            Password
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className="w-full rounded border border-slate-300 bg-transparent px-2 py-1 dark:border-slate-700"
          />
        </div>
        <button
          type="submit"
          className="rounded bg-emerald-700 px-4 py-1.5 font-medium text-white hover:bg-emerald-800 focus:outline-2 focus:outline-offset-2"
        >
          Sign in
        </button>
      </form>
    </div>
  );
}
