import { AppLink } from "@/components/ui/app-link";
import { positionsAboutHref } from "@/lib/links";

/**
 * "inferred", linking to why: the source records no playing positions, and the data service gives each
 * player one from his statistics (/about#positions). Beside a position wherever one is shown as his.
 */
export function InferredLink({ children = "inferred" }: { children?: string }) {
  return (
    <AppLink
      href={positionsAboutHref()}
      className="text-sky-800 underline dark:text-sky-300"
      data-testid="position-inferred"
    >
      {children}
    </AppLink>
  );
}
