"use client";

import { usePathname } from "next/navigation";
import { AppLink } from "@/components/ui/app-link";
import { refusalFor } from "@/components/ui/role-refusal";
import { SignInLink } from "@/components/ui/sign-in-link";

/**
 * The 403 page: a signed-in visitor without the role the address needs (lib/app-server/auth/require-role.ts,
 * Next's forbidden()). It says which role that is, offers to sign in with another account and come
 * back, and points to what is open to everyone. A client component only to read the address (Next
 * gives forbidden.tsx no props); the match centre's and the season's own forbidden.tsx show it inside
 * their layouts, so their tabs stay.
 */
export default function Forbidden() {
  const r = refusalFor(usePathname());
  return (
    <div
      role="alert"
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950"
    >
      <h1 className="text-2xl font-semibold">{r.heading}</h1>
      <p>
        {r.why} <SignInLink className="underline underline-offset-4">{r.signIn}</SignInLink>
      </p>
      {r.open && (
        <p>
          <AppLink href={r.open.href} className="underline underline-offset-4">
            {r.open.label}
          </AppLink>{" "}
          {r.open.rest}
        </p>
      )}
    </div>
  );
}
