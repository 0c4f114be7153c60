import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { GlossaryView } from "@/features/glossary/glossary-view";
import { glossaryQuery } from "@/lib/queries/glossary";
import { createServerQueryClient, prefetch } from "@/lib/server-prefetch";

export const dynamic = "force-dynamic";
export const metadata = {
  title: "Metric glossary",
  description: "Every statistic the app shows, defined: what counts, its licence tier and its format.",
};

/** /glossary — every metric's definition; /glossary#CODE links to one. */
export default async function GlossaryPage() {
  const qc = createServerQueryClient();
  await prefetch(qc, glossaryQuery());
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <GlossaryView />
    </HydrationBoundary>
  );
}
