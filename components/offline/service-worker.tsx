"use client";

import { useEffect } from "react";
import { SERVICE_WORKER_PATH } from "@/lib/service-worker/messages";

/**
 * Registers the service worker (lib/service-worker/sw.ts) once the page has loaded, in a build only
 * (`npm run dev` has none). A new worker takes over by itself; nothing here reloads a page.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    // Offline, the browser could not fetch the script to check for a new worker: the one it has stays.
    const register = () =>
      navigator.onLine &&
      void navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: "/" }).catch(() => {});
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }, []);
  return null;
}
