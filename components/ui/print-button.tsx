"use client";

/** Opens the browser's print dialog; the page's print styles make it one A4 sheet. */
export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded bg-emerald-700 px-3 py-1 text-sm font-medium text-white hover:bg-emerald-800 print:hidden"
    >
      Print the report
    </button>
  );
}
