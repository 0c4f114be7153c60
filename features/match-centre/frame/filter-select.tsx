"use client";

import type { GroupedOption } from "@/components/ui/grouped-options";
import { LabelledSelect } from "@/components/ui/labelled-select";
import { useUrlState } from "@/components/ui/use-url-state";

export type FilterOption = GroupedOption;

interface Props {
  label: string;
  name: string; // the search parameter it writes
  options: readonly FilterOption[];
  allLabel?: string; // an option that removes the parameter
  resets?: readonly string[]; // parameters that no longer apply once this one changes
}

/** A labelled select whose value lives in the address, so a link reproduces the filtered view. */
export function FilterSelect({ label, name, options, allLabel, resets = [] }: Props) {
  const [params, set] = useUrlState();
  const value = params.get(name) ?? "";
  return (
    <LabelledSelect
      label={label}
      name={name}
      value={options.some((o) => o.value === value) ? value : ""}
      options={options}
      emptyLabel={allLabel}
      onChoose={(v) => set({ [name]: v, ...Object.fromEntries(resets.map((r) => [r, undefined])) })}
    />
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
