"use client";

import { useState } from "react";
import type { Route } from "next";
import { exportButton } from "@/components/charts/export-button-style";
import { iframeSnippet } from "@/lib/charts/embed-snippet";
import { copyText } from "@/lib/charts/share-link";

/**
 * "Embed" on a public chart's page: opens the <iframe> HTML of its embed to copy, and copies it. `href`
 * is the embed's address (lib/links.ts embedHrefs); the page's query goes with it, so the embed shows
 * what the page does. Made absolute in the browser, which knows the origin the visitor reached.
 */
export function EmbedButton({ href, title }: { href: Route; title: string }) {
  const [snippet, setSnippet] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  return (
    <div className="space-y-1 print:hidden" data-testid="embed-control">
      <button
        type="button"
        className={exportButton}
        aria-expanded={snippet !== null}
        onClick={() => {
          setSaid(null);
          setSnippet((s) =>
            s === null
              ? iframeSnippet({
                  src: new URL(href + window.location.search, window.location.origin).href,
                  title,
                })
              : null,
          );
        }}
      >
        Embed
      </button>
      {snippet !== null && (
        <div className="flex flex-wrap items-start gap-2">
          <textarea
            readOnly
            aria-label="HTML to embed this chart on another site"
            value={snippet}
            rows={3}
            onFocus={(e) => e.currentTarget.select()}
            className="w-full max-w-xl rounded border border-slate-300 bg-transparent p-1 font-mono text-xs dark:border-slate-700"
            data-testid="embed-snippet"
          />
          <button
            type="button"
            className={exportButton}
            onClick={async () =>
              setSaid(
                (await copyText(snippet, navigator)) === "copied" ? "Copied" : "Select the HTML to copy it",
              )
            }
          >
            Copy HTML
          </button>
          <span role="status" className="text-xs text-slate-700 dark:text-slate-300">
            {said}
          </span>
        </div>
      )}
    </div>
  );
}
