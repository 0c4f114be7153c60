"use client";

import { useState } from "react";
import { shareLink, type ShareOutcome } from "@/lib/charts/share-link";
import { exportButton } from "./export-button-style";

const SAID: Record<ShareOutcome, string | null> = {
  shared: null,
  cancelled: null,
  copied: "Link copied",
  failed: "Copy this link:",
};

/**
 * "Share" for a chart: the page's address (its filters are in it) through the browser's share sheet,
 * else copied; when neither works, the address shown to copy by hand.
 */
export function ShareButton({ name }: { name: string }) {
  const [outcome, setOutcome] = useState<{ said: ShareOutcome; url: string } | null>(null);
  return (
    <>
      <button
        type="button"
        className={exportButton}
        aria-label={`Share ${name}`}
        onClick={async () => {
          const url = window.location.href;
          setOutcome({ said: await shareLink(`${name} · ${document.title}`, url, navigator), url });
        }}
      >
        Share
      </button>
      <span role="status" className="text-xs text-slate-700 dark:text-slate-300">
        {outcome && SAID[outcome.said]}
        {outcome?.said === "failed" && (
          <input
            readOnly
            aria-label="The chart's link"
            value={outcome.url}
            onFocus={(e) => e.currentTarget.select()}
            className="ml-1 w-48 rounded border border-slate-300 bg-transparent px-1 dark:border-slate-700"
          />
        )}
      </span>
    </>
  );
}
