import { RowHeader, Td } from "@/components/ui/data-table";
import type { Column } from "./export-column";

// The table's rows: the first column a row header, the others on one line unless they wrap; a row
// saying so when the filters leave nothing.
export function ExportTableBody<T>({
  columns,
  visible,
  none,
  rowKey,
  rowTestId,
  empty,
}: {
  columns: readonly Column<T>[];
  visible: readonly T[];
  /** No rows at all (not just none on this page). */
  none: boolean;
  rowKey: (row: T) => string | number;
  rowTestId?: string;
  empty?: string;
}) {
  return (
    <tbody>
      {none && (
        <tr>
          <Td colSpan={columns.length}>{empty ?? "Nothing to show with these filters."}</Td>
        </tr>
      )}
      {visible.map((r) => (
        <tr key={rowKey(r)} data-testid={rowTestId}>
          {columns.map((c, i) =>
            i === 0 ? (
              <RowHeader key={c.key}>{c.render ? c.render(r) : c.text(r)}</RowHeader>
            ) : (
              <Td key={c.key} numeric={c.numeric} className={c.wrap ? undefined : "whitespace-nowrap"}>
                {c.render ? c.render(r) : c.text(r)}
              </Td>
            ),
          )}
        </tr>
      ))}
    </tbody>
  );
}
