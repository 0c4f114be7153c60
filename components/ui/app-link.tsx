"use client";

import NextLink from "next/link";
import { useRouter } from "next/navigation";
import type { Route } from "next";
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from "react";

/** `href` is a Route: an address of ours that exists (lib/links.ts builds them; typed routes check them). */
type Props = Omit<ComponentProps<typeof NextLink>, "href" | "prefetch"> & { href: Route };

/**
 * The app's link: a client-side navigation like next/link's, prefetched when the visitor reaches for
 * it (pointer over it, focus, a touch) rather than whenever it scrolls into view. Every page of ours is
 * rendered on demand, and next/link's viewport prefetch asked the server for every visible link's
 * page, twice (its route tree, then its data): ~40 renders for one view of a squad or a match
 * (measured), each one the same work as a visit. A page view now costs the server one render and one
 * more for each link a visitor is about to follow, which is what serving a crowd can afford.
 * (eslint.config.mjs sends every import of next/link here.)
 */
export function AppLink({ href, onMouseEnter, onFocus, onTouchStart, ...rest }: Props) {
  const router = useRouter();
  const prefetch = () => {
    if (href.startsWith("/")) router.prefetch(href);
  };
  return (
    <NextLink
      {...rest}
      href={href}
      prefetch={false}
      onMouseEnter={(e: MouseEvent<HTMLAnchorElement>) => {
        prefetch();
        onMouseEnter?.(e);
      }}
      onFocus={(e: FocusEvent<HTMLAnchorElement>) => {
        prefetch();
        onFocus?.(e);
      }}
      onTouchStart={(e: TouchEvent<HTMLAnchorElement>) => {
        prefetch();
        onTouchStart?.(e);
      }}
    />
  );
}
