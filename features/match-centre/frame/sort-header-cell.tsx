import { glossaryHref } from "@/lib/links";
import { AppLink } from "@/components/ui/app-link";
import { Th } from "@/components/ui/data-table";
import type { UrlUpdates } from "@/components/ui/use-url-state";
import type { Column } from "./export-column";
import { headerSort } from "./table-sort";

// A column's head: a link that sorts by it (the other way when it already sorts), its arrow, and its
// glossary mark. The link is a real address too, for a new tab or a reader without scripts.
/** How the table sorts now, and the address's setters: what every header cell reads. */
export interface HeaderSortState<T> {
  sortParam: string | undefined;
  dirParam: string;
  sortCol: Column<T> | undefined;
  dir: string;
  set: (updates: UrlUpdates) => void;
  href: (updates: UrlUpdates) => string;
}

export function SortHeaderCell<T>({
  column: c,
  first,
  state: { sortParam, dirParam, sortCol, dir, set, href },
}: {
  column: Column<T>;
  first: boolean;
  state: HeaderSortState<T>;
}) {
  const active = sortCol?.key === c.key;
  const { ariaSort, arrow, next } = headerSort(active, dir);
  const sortable = sortParam && c.sortValue;
  const link = sortable ? href({ [sortParam]: c.key, [dirParam]: next }) : undefined;
  return (
    <Th numeric={c.numeric} sticky={first} aria-sort={sortable ? ariaSort : undefined}>
      <span className="inline-flex items-center gap-1">
        {link ? (
          <a
            href={link}
            title={c.title}
            onClick={(e) => {
              e.preventDefault();
              set({ [sortParam!]: c.key, [dirParam]: next });
            }}
            className="inline-flex items-center gap-1 hover:underline"
          >
            {c.label}
            <span aria-hidden className="text-xs">
              {arrow}
            </span>
          </a>
        ) : (
          <span title={c.title}>{c.label}</span>
        )}
        {c.glossary && (
          <AppLink
            href={glossaryHref(c.glossary)}
            aria-label={`Definition of ${c.title ?? c.label}`}
            className="text-xs font-normal text-sky-700 hover:underline dark:text-sky-400"
          >
            <span className="inline-flex size-4 items-center justify-center rounded-full border border-current text-[10px] leading-none">
              ?
            </span>
          </AppLink>
        )}
      </span>
    </Th>
  );
}
