"use client";

import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { queryPersister, isShareable } from "@/lib/queries/persist/persisted-queries";
import type { ToWorker } from "@/lib/service-worker/messages";

const LAST = "footy-signed-in";

/**
 * Rendered by the header for visitors and members alike. When who is signed in has changed since the
 * last page (a sign-in, a sign-out, a session ended), what this device kept goes: the worker's kept
 * pages and the persisted answers; the answers only members may see leave memory too.
 */
export function SessionMark({ signedIn }: { signedIn: boolean }) {
  const client = useQueryClient();
  useEffect(() => {
    const now = signedIn ? "1" : "0";
    const last = localStorage.getItem(LAST);
    localStorage.setItem(LAST, now);
    if (last === null || last === now) return;
    void queryPersister.forget();
    if (!signedIn) client.removeQueries({ predicate: (q) => !isShareable(q.queryKey) });
    const message: ToWorker = { type: "session-changed" };
    navigator.serviceWorker?.controller?.postMessage(message);
  }, [signedIn, client]);
  return null;
}
