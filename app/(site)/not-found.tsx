import { NotFoundMessage } from "@/app/_components/not-found-message";

export const metadata = { title: "Not found" };

/**
 * A page of the site that finds nothing (the service's 404s turned into pages: no such season, round,
 * team or match), drawn inside the group's layout. The root's not-found draws the site itself, and
 * here it drew it a second time: two headers, two footers, a main inside a main.
 */
export default function SiteNotFound() {
  return <NotFoundMessage />;
}
