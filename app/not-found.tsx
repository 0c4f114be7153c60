import { SiteChrome } from "@/app/_components/site-chrome";
import { NotFoundMessage } from "@/app/_components/not-found-message";

export const metadata = { title: "Not found" };

/**
 * Unknown addresses: at the root, outside the (site) group's layout, so it draws the site around
 * itself. A page of the group that finds nothing (no such season, round, team or match) is answered by
 * app/(site)/not-found.tsx, inside the group's layout, which draws the site once.
 */
export default function NotFound() {
  return (
    <SiteChrome>
      <NotFoundMessage />
    </SiteChrome>
  );
}
