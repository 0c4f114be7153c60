"use client";

import { useId } from "react";
import { GroupedOptions, type GroupedOption } from "./grouped-options";

/**
 * A labelled select of (grouped) options with an optional empty choice: the markup both address-driven
 * selects share (UrlSelect asks the server for the new view, FilterSelect filters in the browser).
 */
export function LabelledSelect({
  label,
  name,
  value,
  options,
  emptyLabel,
  onChoose,
  pending,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly GroupedOption[];
  emptyLabel?: string; // an option with the empty value ("All rounds")
  onChoose: (value: string) => void;
  pending?: boolean; // undefined: the select never waits for anything
}) {
  const id = useId();
  return (
    <div className="flex max-w-full min-w-0 flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChoose(e.target.value)}
        aria-busy={pending}
        className="max-w-full rounded border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-700 dark:bg-slate-900"
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        <GroupedOptions options={options} />
      </select>
      {pending && (
        <span role="status" className="text-xs text-slate-600 dark:text-slate-400">
          Loading…
        </span>
      )}
    </div>
  );
}
