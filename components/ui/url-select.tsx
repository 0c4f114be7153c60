"use client";

import { GroupedOptions } from "@/components/ui/grouped-options";
import { useId, useTransition } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

export interface SelectOption {
  value: string;
  label: string;
  group?: string;
}

interface Props {
  label: string;
  name: string; // the search parameter this select writes
  value: string;
  options: readonly SelectOption[];
  emptyLabel?: string; // an option that removes the parameter ("All rounds")
  resets?: readonly string[]; // parameters that no longer apply once this one changes (e.g. page)
}

/** A labelled select whose value lives in the address: choosing replaces the URL, so a link reproduces it. */
export function UrlSelect({ label, name, value, options, emptyLabel, resets = [] }: Props) {
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const [pending, startTransition] = useTransition();

  function choose(next: string) {
    const params = new URLSearchParams(search.toString());
    if (next === "") params.delete(name);
    else params.set(name, next);
    for (const r of resets) params.delete(r);
    const qs = params.toString();
    startTransition(() => router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false }));
  }

  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => choose(e.target.value)}
        aria-busy={pending}
        className="rounded border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-700 dark:bg-slate-900"
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        <GroupedOptions options={options} />
      </select>
      {pending && (
        <span role="status" className="text-xs text-slate-500">
          Loading…
        </span>
      )}
    </div>
  );
}
