import "server-only";
import { requestFreshness } from "./prefetch";
import { FreshnessNotice } from "@/components/ui/freshness-notice";

/**
 * "Data as of 14:02 UTC", or the notice that the service failed and a saved copy is shown. Render it
 * after the page's fetches (as the page's last child): it reports the answers this request used.
 */
export function DataFreshness() {
  // A server component renders once per request: the time of that render is what it reports against.
  // eslint-disable-next-line react-hooks/purity
  const now = Date.now();
  const freshness = requestFreshness(now);
  return freshness ? <FreshnessNotice freshness={freshness} now={now} /> : null;
}
