import { createPacedTally } from "@/lib/lifecycle/paced-tally";
import { readRetryDigest } from "@/lib/net/retry-digest";

/** The status and message of a page's refused read among a log call's arguments (sds-client.ts). */
function refusalIn(args: readonly unknown[]): string | undefined {
  for (const a of args) {
    const digest = (a as { digest?: unknown } | null)?.digest;
    const refused = typeof digest === "string" ? readRetryDigest(digest) : undefined;
    if (refused) return `${refused.status} "${String((a as { message?: unknown }).message).slice(0, 120)}"`;
  }
  return undefined;
}

/**
 * A page whose data was refused (429: the visitor's allowance of new calls, or the plan's) or is not
 * answering (503, 504) is answered with that status and when to come back (server.ts, retry-digest.ts),
 * but Next logs the error that carried it with its stack, as it would a fault: ten lines a page for a
 * visitor who is only being told to wait, and anyone can ask for them by the hundred. `target`'s
 * errors that carry a retry digest become one line a minute at most, counted by status and message;
 * every other error is logged as it was.
 */
export function quietRefusedPages(
  target: { error: (...args: unknown[]) => void },
  now: () => number = Date.now,
) {
  const original = target.error.bind(target);
  const tally = createPacedTally(
    (line) => original(line),
    (counts, since) =>
      `[pages] answered without their data since ${since} (a visitor over the allowance of new data calls, or the data service refusing or failing): ${[
        ...counts,
      ]
        .map(([kind, n]) => `${n} × ${kind}`)
        .join(", ")}`,
    now,
  );
  target.error = (...args: unknown[]) => {
    const refusal = refusalIn(args);
    if (refusal) tally(refusal);
    else original(...args);
  };
}
