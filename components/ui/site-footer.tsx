import { AppLink } from "@/components/ui/app-link";
import { links } from "@/lib/links";

/** Credits the data sources on every page, as their terms ask (data/afl/SOURCES.md). */
export function SiteFooter() {
  return (
    <footer className="mx-auto max-w-5xl border-t print:hidden border-slate-200 px-4 py-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      Demo data: results and box scores from{" "}
      <a className="underline" href="https://afltables.com">
        AFL Tables
      </a>{" "}
      via AFL-Data-Analysis (MIT licence, © 2023 Adam Kareen). Not affiliated with the AFL.{" "}
      <AppLink className="underline" href={links.about}>
        More about the data
      </AppLink>
    </footer>
  );
}
