"use client";

import type { Route } from "next";
import { AppLink } from "@/components/ui/app-link";
import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, type ReactNode } from "react";
import { links, loginHref } from "@/lib/links";

/** `/login?callbackUrl=…` naming this page, filters included, so sign-in comes back here. */
export function signInHref(pathname: string, search: string): Route {
  if (pathname === links.login) return search ? `${links.login}?${search}` : links.login;
  return loginHref(search ? `${pathname}?${search}` : pathname);
}

function Inner({ children, className }: { children: ReactNode; className?: string }) {
  const href = signInHref(usePathname(), useSearchParams().toString());
  return (
    <AppLink href={href} className={className}>
      {children}
    </AppLink>
  );
}

/** A link to sign in and come back; until the address is known (static render), the way back is the path. */
export function SignInLink({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Suspense
      fallback={
        <AppLink href={links.login} className={className}>
          {children}
        </AppLink>
      }
    >
      <Inner className={className}>{children}</Inner>
    </Suspense>
  );
}
