"use client";

import { ErrorState } from "@/components/ui/error-state";

// Inside the season's layout, so its name and tabs stay on screen.
export default function SeasonError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorState error={error} retry={retry} what="this view of the season" />;
}
