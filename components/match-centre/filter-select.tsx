"use client";

import { GroupedOptions } from "@/components/ui/grouped-options";
import { useId } from "react";
import { useUrlState } from "./use-url-state";

export interface FilterOption {
  value: string;
  label: string;
  group?: string;
}

interface Props {
  label: string;
  name: string; // the search parameter it writes
  options: readonly FilterOption[];
  allLabel?: string; // an option that removes the parameter
  resets?: readonly string[]; // parameters that no longer apply once this one changes
}

/** A labelled select whose value lives in the address, so a link reproduces the filtered view. */
export function FilterSelect({ label, name, options, allLabel, resets = [] }: Props) {
  const id = useId();
  const [params, set] = useUrlState();
  const value = params.get(name) ?? "";
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={options.some((o) => o.value === value) ? value : ""}
        onChange={(e) =>
          set({ [name]: e.target.value, ...Object.fromEntries(resets.map((r) => [r, undefined])) })
        }
        className="rounded border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-700 dark:bg-slate-900"
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        <GroupedOptions options={options} />
      </select>
    </div>
  );
}

/** A row of filters that wraps on a narrow screen. */
export function FilterBar({ children, label = "Filters" }: { children: React.ReactNode; label?: string }) {
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(e) => e.preventDefault()}
      className="flex flex-wrap items-end gap-3 print:hidden"
    >
      {children}
    </form>
  );
}
