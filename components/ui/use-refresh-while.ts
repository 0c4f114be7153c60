"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";

const REFRESH_MS = 2_000;

/**
 * While a build the server is running goes on, asks the server for the page again every few seconds
 * (it reads the build's progress; no data crosses to the browser); stops when `active` is false.
 */
export function useRefreshWhile(active: boolean): void {
  const router = useRouter();
  useEffect(() => {
    if (!active) return;
    const t = setInterval(() => router.refresh(), REFRESH_MS);
    return () => clearInterval(t);
  }, [router, active]);
}
