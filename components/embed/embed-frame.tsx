import type { ReactNode } from "react";
import type { Route } from "next";
import { DataCredit } from "@/components/ui/data-credit";
import { SITE_NAME } from "@/lib/site-name";

/**
 * An embed's page: a small title, the chart, then a link to the full page and the data's credit. The
 * link is a plain one to a new tab: inside another site's frame, a client-side navigation would draw
 * one of our framing-refused pages in it (lib/security/framing.ts).
 */
export function EmbedFrame({ title, page, children }: { title: string; page: Route; children: ReactNode }) {
  return (
    <div className="space-y-2">
      <h1 className="text-base font-semibold">{title}</h1>
      {children}
      <footer className="space-y-1 text-xs text-slate-600 dark:text-slate-400">
        <p>
          <a
            className="font-medium underline"
            href={page}
            target="_blank"
            rel="noopener"
            data-testid="embed-view-on"
          >
            View on {SITE_NAME}
          </a>
        </p>
        <p>
          <DataCredit />
        </p>
      </footer>
    </div>
  );
}
