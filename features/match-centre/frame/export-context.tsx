"use client";

import { createContext, useCallback, useContext, type ReactNode } from "react";
import type { ExportStamp } from "@/lib/charts/export-stamp";

type StampBase = Omit<ExportStamp, "url" | "exportedAt">;

const StampContext = createContext<StampBase | null>(null);

/** What every export of a view is stamped with: the match, the view, its filters and the data's time. */
export function ExportStampProvider({ value, children }: { value: StampBase; children: ReactNode }) {
  return <StampContext.Provider value={value}>{children}</StampContext.Provider>;
}

/** The stamp as of now: the page's address (which reproduces the view) is read at the moment of export. */
export function useExportStamp(): () => ExportStamp {
  const base = useContext(StampContext);
  return useCallback(() => {
    if (!base) throw new Error("an export needs an ExportStampProvider");
    return { ...base, url: window.location.href, exportedAt: new Date().toISOString() };
  }, [base]);
}
