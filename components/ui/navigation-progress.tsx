"use client";

import { useEffect, useRef, useState } from "react";
import { usePathname, useSearchParams } from "next/navigation";

// Pages render complete on the server (no loading.tsx fallback: a streamed fallback delays the page's
// largest paint until React reveals the content). What a loading boundary gave, instant feedback on a
// click, comes from here: a bar at the top of the window from the click on an in-app link until the
// address changes, and a status line for screen readers.

const GIVE_UP_MS = 20_000; // a navigation that never lands (offline) stops showing as in progress

function inAppTarget(e: MouseEvent): URL | null {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const a = (e.target as Element | null)?.closest?.("a[href]");
  if (!(a instanceof HTMLAnchorElement) || (a.target && a.target !== "_self") || a.hasAttribute("download"))
    return null;
  const url = new URL(a.href, location.href);
  if (url.origin !== location.origin) return null;
  // Same page (or only a #fragment): nothing will load.
  if (url.pathname === location.pathname && url.search === location.search) return null;
  return url;
}

export function NavigationProgress() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const here = `${pathname}?${search}`;
  const hereRef = useRef(here);
  useEffect(() => {
    hereRef.current = here;
  }, [here]);
  // The address a navigation started from: pending while the address is still that one.
  const [from, setFrom] = useState<string | null>(null);
  const pending = from === here;

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (inAppTarget(e)) setFrom(hereRef.current);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
  useEffect(() => {
    if (!pending) return;
    const t = setTimeout(() => setFrom(null), GIVE_UP_MS);
    return () => clearTimeout(t);
  }, [pending]);

  return (
    <>
      <div
        aria-hidden
        data-testid="navigation-progress"
        data-pending={pending || undefined}
        className={`pointer-events-none fixed top-0 left-0 z-50 h-0.5 bg-sky-600 transition-[width,opacity] duration-700 ease-out print:hidden ${
          pending ? "w-2/3 opacity-100" : "w-0 opacity-0"
        }`}
      />
      <span role="status" className="sr-only">
        {pending ? "Loading the page…" : ""}
      </span>
    </>
  );
}
