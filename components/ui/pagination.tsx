import type { Route } from "next";
import { AppLink } from "@/components/ui/app-link";

interface Props {
  page: number;
  totalPages: number;
  href: (page: number) => Route;
  label: string;
  /** Given: the links change the page in place (a view that keeps its state with replaceState). */
  onSelect?: (page: number) => void;
}

const linkStyle =
  "rounded border border-slate-300 px-3 py-1 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";

/** First / previous / next / last as real links, so every page has its own address. */
export function Pagination({ page, totalPages, href, label, onSelect }: Props) {
  const item = (target: number, text: string, rel?: string) =>
    target >= 1 && target <= totalPages && target !== page ? (
      <AppLink
        href={href(target)}
        rel={rel}
        className={linkStyle}
        onClick={
          onSelect &&
          ((e) => {
            e.preventDefault();
            onSelect(target);
          })
        }
      >
        {text}
      </AppLink>
    ) : (
      <span aria-disabled className="rounded border border-transparent px-3 py-1 text-slate-400">
        {text}
      </span>
    );
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2 text-sm">
      {item(1, "First")}
      {item(page - 1, "Previous", "prev")}
      <span className="tabular px-2" aria-current="page">
        Page {page} of {totalPages}
      </span>
      {item(page + 1, "Next", "next")}
      {item(totalPages, "Last")}
    </nav>
  );
}
