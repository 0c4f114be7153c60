import type { Route } from "next";
import type { ReactNode } from "react";
import { AppLink } from "@/components/ui/app-link";
import { Th } from "./data-table";

import type { SortDir } from "@/lib/season/squad-sort";

export type { SortDir };

interface Props {
  label: ReactNode; // text, or an <Abbr> for a short heading
  column: string;
  sort: string;
  dir: SortDir;
  href: (column: string, dir: SortDir) => Route;
  numeric?: boolean;
  sticky?: boolean;
}

/** A column header that sorts by linking to the sorted view; a second activation reverses the order. */
export function SortHeader({ label, column, sort, dir, href, numeric, sticky }: Props) {
  const active = sort === column;
  const next: SortDir = active && dir === "asc" ? "desc" : "asc";
  return (
    <Th
      numeric={numeric}
      sticky={sticky}
      aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : "none"}
    >
      <AppLink
        href={href(column, next)}
        replace
        scroll={false}
        className="inline-flex items-center gap-1 hover:underline"
      >
        {label}
        <span aria-hidden className="text-xs">
          {active ? (dir === "asc" ? "▲" : "▼") : "↕"}
        </span>
      </AppLink>
    </Th>
  );
}
