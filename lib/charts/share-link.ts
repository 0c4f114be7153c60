// "Share" on a chart: the browser's own share sheet where it has one (phones), else the link copied.
// Browser-safe; the browser's objects come in as an argument so the choice is testable without one.

export type ShareOutcome = "shared" | "copied" | "cancelled" | "failed";

export interface ShareNavigator {
  share?: (data: { title?: string; url?: string }) => Promise<void>;
  clipboard?: { writeText(text: string): Promise<void> };
}

/**
 * Shares `url` under `title`: the Web Share API when the browser has it (a dismissed sheet is
 * "cancelled", not a failure), the clipboard when it has not or sharing fails, and "failed" when
 * neither works (the caller then shows the link to copy by hand).
 */
export async function shareLink(title: string, url: string, nav: ShareNavigator): Promise<ShareOutcome> {
  if (nav.share) {
    try {
      await nav.share({ title, url });
      return "shared";
    } catch (err) {
      if (err instanceof Error && err.name === "AbortError") return "cancelled";
    }
  }
  return copyText(url, nav);
}

/** Copies `text` (a link, an embed's HTML): "failed" without a clipboard or when it refuses. */
export async function copyText(text: string, nav: ShareNavigator): Promise<"copied" | "failed"> {
  try {
    if (!nav.clipboard) return "failed";
    await nav.clipboard.writeText(text);
    return "copied";
  } catch {
    return "failed";
  }
}
