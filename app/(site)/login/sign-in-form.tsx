"use client";
import { useActionState } from "react";
import type { SignInState } from "./sign-in-action";

const INPUT = "w-full rounded border border-slate-300 bg-transparent px-2 py-1 dark:border-slate-700";

/**
 * The form. React resets a form after its action: the email's default is what was typed, so a refused
 * attempt keeps it and empties the password only. A message carried in the address (next-auth's own
 * error redirects) shows until the first attempt here. `signIn` comes bound to its target by the page:
 * an action bound here, in a client component, is a new reference each render, and a form posted
 * without the script (before it loads, or with it off) then made the server render the page again
 * and again, a core at 100 % and no answer (next.js#98045).
 */
export function SignInForm({
  signIn,
  initialMessage,
}: {
  signIn: (previous: SignInState, form: FormData) => Promise<SignInState>;
  initialMessage: string | null;
}) {
  const [state, action, pending] = useActionState<SignInState, FormData>(signIn, {
    message: initialMessage,
    email: "",
  });
  return (
    <>
      {state.message && (
        <p
          role="alert"
          className="rounded border border-red-300 bg-red-50 p-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {state.message}
        </p>
      )}
      <form action={action} className="space-y-3">
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
            defaultValue={state.email}
            className={INPUT}
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
            className={INPUT}
          />
        </div>
        <button
          type="submit"
          disabled={pending}
          className="rounded bg-emerald-700 px-4 py-1.5 font-medium text-white hover:bg-emerald-800 focus:outline-2 focus:outline-offset-2 disabled:opacity-70"
        >
          {pending ? "Signing in…" : "Sign in"}
        </button>
      </form>
    </>
  );
}
