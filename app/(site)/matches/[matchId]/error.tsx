"use client";

import { ErrorState } from "@/components/ui/error-state";

// A view of the match centre that fails keeps the match's tabs (the layout above this boundary), so
// the other views stay one click away.
export default function MatchViewError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorState error={error} retry={retry} what="this view of the match" />;
}
