import { AppLink } from "@/components/ui/app-link";
import { DataCredit } from "@/components/ui/data-credit";
import { links } from "@/lib/links";

/** Credits the data sources on every page, as their terms ask (data/afl/SOURCES.md). */
export function SiteFooter() {
  return (
    <footer className="mx-auto max-w-5xl border-t print:hidden border-slate-200 px-4 py-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      <DataCredit />{" "}
      <AppLink className="underline" href={links.about}>
        More about the data
      </AppLink>
    </footer>
  );
}
