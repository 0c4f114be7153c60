"use client";

import { useId, type FormEvent } from "react";
import { useUrlState } from "@/components/ui/use-url-state";

const FIELDS = [
  { name: "from", label: "From (s)", hint: "seconds into each quarter" },
  { name: "to", label: "To (s)", hint: "seconds into each quarter" },
  { name: "last", label: "Last (s)", hint: "only the last so many seconds of each quarter" },
] as const;

/** The statistics' time window (the player and squad statistics fromPeriodSeconds, toPeriodSeconds, lastXSeconds), applied to the address. */
export function TimeWindowForm() {
  const id = useId();
  const [params, set] = useUrlState();
  const key = FIELDS.map((f) => params.get(f.name) ?? "").join("|"); // new defaults when the address changes
  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    set(Object.fromEntries(FIELDS.map((f) => [f.name, String(data.get(f.name) ?? "").trim() || undefined])));
  };
  return (
    <form
      key={key}
      onSubmit={apply}
      aria-label="Time window"
      className="flex flex-wrap items-end gap-2 print:hidden"
    >
      {FIELDS.map((f) => (
        <div key={f.name} className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-${f.name}`} className="font-medium">
            {f.label}
          </label>
          <input
            id={`${id}-${f.name}`}
            name={f.name}
            type="number"
            min={0}
            max={100000}
            step={1}
            inputMode="numeric"
            defaultValue={params.get(f.name) ?? ""}
            title={f.hint}
            className="w-24 rounded border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-700 dark:bg-slate-900"
          />
        </div>
      ))}
      <button
        type="submit"
        className="rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        Apply time window
      </button>
      {key !== "||" && (
        <button
          type="button"
          onClick={() => set({ from: undefined, to: undefined, last: undefined })}
          className="rounded px-2 py-1.5 text-sm underline underline-offset-2"
        >
          Whole quarters
        </button>
      )}
    </form>
  );
}
