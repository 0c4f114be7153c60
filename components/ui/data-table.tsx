import type { ReactNode, ThHTMLAttributes, TdHTMLAttributes } from "react";

// Tables scroll inside their own box (both ways on a phone), with the header row and the first column
// sticky; numbers are right-aligned in tabular figures.

const cx = (...c: (string | false | undefined)[]) => c.filter(Boolean).join(" ");

export function DataTable({
  label,
  children,
  testId,
  cards = false,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  /** Below the sm breakpoint, each row becomes a card of wrapping cells and the header row hides. */
  cards?: boolean;
}) {
  return (
    // A focusable scroll box, so keyboard users can scroll it too.
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={0}
      data-testid={testId}
      // `relative`: the screen-reader-only text in cells is absolutely positioned; without a positioned
      // box here it escapes the scroll box and widens the page on a phone.
      className={cx(
        "relative max-h-[80vh] overflow-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-sky-600 dark:border-slate-800",
        cards && "max-sm:max-h-none",
      )}
    >
      <table
        className={cx(
          "w-full border-separate border-spacing-0 text-sm",
          cards &&
            "max-sm:block max-sm:[&_tbody]:block max-sm:[&_tbody>tr]:flex max-sm:[&_tbody>tr]:flex-wrap max-sm:[&_tbody>tr]:gap-1 max-sm:[&_tbody>tr]:border-b max-sm:[&_tbody>tr]:border-slate-200 max-sm:[&_tbody>tr]:p-2 max-sm:[&_td]:rounded max-sm:[&_td]:border-0 max-sm:[&_td]:px-1.5 max-sm:[&_td]:py-0.5 max-sm:[&_th[scope=row]]:static max-sm:[&_th[scope=row]]:w-full max-sm:[&_th[scope=row]]:border-0 max-sm:[&_th[scope=row]]:p-0 max-sm:[&_thead]:hidden dark:max-sm:[&_tbody>tr]:border-slate-800",
        )}
      >
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}

type ThProps = ThHTMLAttributes<HTMLTableCellElement> & { numeric?: boolean; sticky?: boolean };

/** A column header; `sticky` also pins it to the left (the first column). */
export function Th({ numeric, sticky, className, children, ...rest }: ThProps) {
  return (
    <th
      scope="col"
      className={cx(
        "sticky top-0 border-b border-slate-200 bg-slate-100 px-2 py-2 font-semibold whitespace-nowrap dark:border-slate-700 dark:bg-slate-900",
        numeric ? "text-right" : "text-left",
        sticky ? "left-0 z-20" : "z-10",
        className,
      )}
      {...rest}
    >
      {children}
    </th>
  );
}

type TdProps = TdHTMLAttributes<HTMLTableCellElement> & { numeric?: boolean };

export function Td({ numeric, className, children, ...rest }: TdProps) {
  return (
    <td
      className={cx(
        "border-b border-slate-100 px-2 py-1.5 dark:border-slate-800",
        numeric && "tabular text-right whitespace-nowrap",
        className,
      )}
      {...rest}
    >
      {children}
    </td>
  );
}

/** The row's heading cell, pinned to the left while the rest scrolls. */
export function RowHeader({ className, children, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="row"
      className={cx(
        "sticky left-0 z-[5] border-b border-slate-100 bg-white px-2 py-1.5 text-left font-medium whitespace-nowrap dark:border-slate-800 dark:bg-slate-950",
        className,
      )}
      {...rest}
    >
      {children}
    </th>
  );
}
