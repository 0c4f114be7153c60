"use server";
import { AuthError } from "next-auth";
import { headers } from "next/headers";
import { signIn } from "@/lib/app-server/auth/auth";
import { ThrottledSignIn } from "@/lib/app-server/auth/sign-in-guard";
import { requestOrigin, safeRedirectPath } from "@/lib/app-server/security/safe-redirect";
import { tooManyAttempts } from "@/lib/security/throttle";

/** What the form shows after a refused attempt: the message, and the email as typed. */
export interface SignInState {
  message: string | null;
  email: string;
}

/**
 * The sign-in form's action. A refusal returns to the same form with its message and the email kept
 * (only the password is cleared), rather than a redirect that would lose what was typed or put the
 * email in an address. A success redirects (next-auth throws Next's redirect, which passes through).
 */
export async function signInWithPassword(
  callbackUrl: string,
  _previous: SignInState,
  form: FormData,
): Promise<SignInState> {
  // The arguments come from whoever posted: the form's own, or anything a crafted request carries.
  if (typeof callbackUrl !== "string" || !(form instanceof FormData))
    return { message: "The sign-in form could not be read. Reload the page and try again.", email: "" };
  const email = String(form.get("email") ?? "");
  // The bound target came back from the browser: checked again, never trusted.
  const h = await headers();
  const target = safeRedirectPath(callbackUrl, requestOrigin(h));
  try {
    await signIn("credentials", { email, password: String(form.get("password") ?? ""), redirectTo: target });
  } catch (err) {
    if (err instanceof ThrottledSignIn) return { message: tooManyAttempts(err.retryAfter), email };
    if (err instanceof AuthError)
      return { message: "That email and password do not match an account.", email };
    throw err;
  }
  return { message: null, email };
}
