"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

const EVERY_MS = 10 * 60_000;

/**
 * While a signed-in page is open, reads the session through next-auth's route every ten minutes (and
 * when the tab comes back after that long), which renews the session cookie: pages rendered on the
 * server cannot set cookies. If the session has ended meanwhile, the page is rendered again without it.
 */
export function SessionKeepAlive() {
  const router = useRouter();
  useEffect(() => {
    let last = Date.now();
    const ping = async () => {
      if (document.visibilityState !== "visible" || Date.now() - last < EVERY_MS) return;
      last = Date.now();
      const r = await fetch("/api/auth/session", { cache: "no-store" }).catch(() => null);
      if (r?.ok && (await r.json().catch(() => undefined)) === null) router.refresh();
    };
    const timer = setInterval(() => void ping(), EVERY_MS);
    const onShow = () => void ping();
    document.addEventListener("visibilitychange", onShow);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onShow);
    };
  }, [router]);
  return null;
}
