"use client";

import { useEffect } from "react";
import { ErrorState } from "@/components/ui/error-state";
import { applyTheme, isTheme, THEME_STORAGE_KEY } from "@/lib/theme/theme-script";
import "./globals.css";

function applyStoredTheme() {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the system's scheme.
  }
  applyTheme(isTheme(stored) ? stored : "system", window.matchMedia("(prefers-color-scheme: dark)").matches);
}

/**
 * When the root layout itself fails, this replaces it with its own document: none of the layout's
 * header, providers or session lookup, any of which may be what failed. The words and look are
 * app/error.tsx's; the way home is a plain link, a full load rather than the router of a page that just
 * broke. Next sends a bare document when the layout fails and renders this in the browser, where a
 * script React inserts never runs: the chosen colour scheme is applied by an effect instead.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(applyStoredTheme, []);
  return (
    <html lang="en-AU" suppressHydrationWarning>
      <head>
        <title>Something went wrong · Footy Analytics</title>
      </head>
      <body className="min-h-screen bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
        <main id="main" className="mx-auto max-w-5xl space-y-4 px-4 py-6">
          <ErrorState error={error} retry={retry} what="this page" />
          <p>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, not the router */}
            <a href="/" className="underline underline-offset-4">
              Footy Analytics home
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
