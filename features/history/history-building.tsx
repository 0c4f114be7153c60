import type { ReactNode } from "react";
import { HistoryProgress } from "./history-progress";

/** A history page while the all-time summary is still being read: its heading and the build's progress. */
export function HistoryBuilding({
  heading,
  status,
}: {
  heading: ReactNode;
  status: { done: number; total: number; error: string | null };
}) {
  return (
    <div className="space-y-4">
      {heading}
      <HistoryProgress {...status} />
    </div>
  );
}
