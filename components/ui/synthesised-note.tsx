import type { ReactNode } from "react";
import { AppLink } from "@/components/ui/app-link";
import { eventsAboutHref } from "@/lib/links";

/**
 * One line saying that what is shown comes from the synthesised match events (the source records none:
 * /about#events), with the link to why. The sentence is the caller's: what, here, is made up.
 */
export function SynthesisedNote({ children }: { children: ReactNode }) {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="synthesised-events">
      {children} (
      <AppLink href={eventsAboutHref()} className="underline">
        about the match events
      </AppLink>
      ).
    </p>
  );
}
