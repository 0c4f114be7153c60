import { headers } from "next/headers";
import { requestOrigin, safeRedirectPath } from "@/lib/app-server/security/safe-redirect";
import { tooManyAttempts } from "@/lib/security/throttle";
import { signInWithPassword } from "./sign-in-action";
import { SignInForm } from "./sign-in-form";

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
  // Only our own paths: an open redirect would let a link send a signed-in user anywhere.
  const target = safeRedirectPath(callbackUrl, requestOrigin(h));
  const message = errorMessage(error, retry);
  return (
    <div className="mx-auto max-w-sm space-y-4">
      <h1 className="text-2xl font-semibold">Sign in</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Coaches and analysts sign in for event-level analysis and exports. Fixtures, ladders and squads are
        open to everyone.
      </p>
      <SignInForm signIn={signInWithPassword.bind(null, target)} initialMessage={message} />
    </div>
  );
}
