import { AppLink } from "@/components/ui/app-link";
import { SiteChrome } from "@/app/_components/site-chrome";

export const metadata = { title: "Not found" };

/**
 * Unknown addresses, and the service's 404s (no such season, round, team or match) turned into pages.
 * At the root, outside the (site) group's layout, so it draws the site around itself.
 */
export default function NotFound() {
  return (
    <SiteChrome>
      <div className="space-y-3">
        <h1 className="text-2xl font-semibold">Not found</h1>
        <p>
          There is nothing at this address: the season, round, team, match or page it names is not in the
          data.
        </p>
        <p>
          <AppLink href="/" className="underline">
            Leagues and seasons
          </AppLink>
        </p>
      </div>
    </SiteChrome>
  );
}
