"use client";

import { ErrorState } from "@/components/ui/error-state";

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorState error={error} retry={retry} what="this page" />;
}
