import "server-only";
import type { ReactNode } from "react";
import { dehydrate, HydrationBoundary, type QueryClient } from "@tanstack/react-query";
import { createServerQueryClient } from "@/lib/app-server/pages/prefetch";
import { DataFreshness } from "./data-freshness";

/**
 * The skeleton the data pages share: one server query client, the page's prefetches (what they
 * return is handed to `render`), the view hydrated from them, and where its answers came from
 * (DataFreshness reads the request's answers, so it renders after the prefetches).
 */
export async function hydratedView<T>(
  prefetch: (qc: QueryClient) => Promise<T>,
  render: (got: T) => ReactNode,
): Promise<ReactNode> {
  const qc = createServerQueryClient();
  const got = await prefetch(qc);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      {render(got)}
      <DataFreshness />
    </HydrationBoundary>
  );
}
