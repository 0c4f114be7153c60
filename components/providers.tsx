"use client";

import { useEffect, type ReactNode } from "react";
import { onlineManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { SdsError } from "@/lib/queries/fetch-sds";
import { HYDRATED_FRESH_MS } from "@/lib/queries/hydrated-fresh";
import { queryPersister } from "@/lib/queries/persist/persisted-queries";

// Hydrated data is fresh for 30 s, so a page's first render never asks again for what the server just
// sent. A 4xx will not change on a retry (except 429), so only other failures are tried again.
function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: HYDRATED_FRESH_MS,
        retry: (count, err) =>
          count < 2 &&
          !(err instanceof SdsError && err.status >= 400 && err.status < 500 && err.status !== 429),
      },
    },
  });
}

let browserClient: QueryClient | undefined;

// A new client for each server render (requests must not share data); one for the life of the tab.
function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return makeQueryClient();
  // TanStack Query takes the browser as online until told otherwise by an event; a page opened
  // offline (a copy the service worker kept) hears none, so it is told here. Only "offline" is
  // believed: navigator.onLine can say online with no network, never the reverse.
  if (!browserClient && !navigator.onLine) onlineManager.setOnline(false);
  return (browserClient ??= makeQueryClient());
}

export function Providers({ children }: { children: ReactNode }) {
  const client = getQueryClient();
  // The shareable answers kept on the device (IndexedDB): restored, then kept as they arrive.
  useEffect(() => queryPersister.start(client), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
