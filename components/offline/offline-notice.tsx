"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { formatUtcTime } from "@/lib/freshness/freshness";
import type { KeptAtAnswer, ToWorker } from "@/lib/service-worker/messages";
import { useOnline } from "./use-online";

/** Asks the worker whether it answered this page with a kept copy, and of when. */
function askKeptAt(): Promise<number | null> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (e: MessageEvent<KeptAtAnswer>) => resolve(e.data?.keptAt ?? null);
    const message: ToWorker = { type: "kept-at" };
    worker.postMessage(message, [channel.port2]);
  });
}

/**
 * Every page's notice of where its figures come from when the network is gone: the copy this device
 * kept and when ("as of 14:02 UTC"), or, on a page already open, that it is offline and shows the last
 * figures it had. The worker's own answer cannot carry this into the page (a page cannot read its own
 * response's headers), so the page asks the worker.
 */
export function OfflineNotice() {
  const online = useOnline();
  const router = useRouter();
  const [keptAt, setKeptAt] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    void askKeptAt().then((t) => live && setKeptAt(t));
    // Back online, the page is drawn again from the server where it stands (no reload: a match in
    // play keeps its place), and is no longer the kept copy.
    const back = () => {
      setKeptAt(null);
      router.refresh();
    };
    window.addEventListener("online", back);
    return () => {
      live = false;
      window.removeEventListener("online", back);
    };
  }, [router]);
  if (online && keptAt === null) return null;
  const at = keptAt === null ? null : new Date(keptAt).toISOString();
  return (
    <div className="mx-auto max-w-5xl px-4 print:hidden">
      <p
        role="status"
        data-testid="offline-notice"
        className="mt-3 rounded border border-slate-300 bg-slate-100 px-3 py-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        {online ? "" : "You are offline. "}
        {at ? (
          <>
            This page is the copy this device kept, as of{" "}
            <time dateTime={at}>{`${at.slice(0, 10)} ${formatUtcTime(at, keptAt!)}`}</time>.
          </>
        ) : (
          "The figures shown are the last ones this device had."
        )}
      </p>
    </div>
  );
}
