"use client";

import { useTransition } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import type { GroupedOption } from "./grouped-options";
import { hrefWith } from "./href-with";
import { LabelledSelect } from "./labelled-select";

interface Props {
  label: string;
  name: string; // the search parameter this select writes
  value: string;
  options: readonly GroupedOption[];
  emptyLabel?: string; // an option that removes the parameter ("All rounds")
  resets?: readonly string[]; // parameters that no longer apply once this one changes (e.g. page)
}

/**
 * A labelled select whose value lives in the address, so a link reproduces it. Choosing adds a history
 * entry: Back undoes a filter, as it would for a link.
 */
export function UrlSelect({ label, name, value, options, emptyLabel, resets = [] }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const [pending, startTransition] = useTransition();
  const choose = (next: string) => {
    const href = hrefWith(pathname, search, {
      [name]: next,
      ...Object.fromEntries(resets.map((r) => [r, undefined])),
    });
    startTransition(() => router.push(href, { scroll: false }));
  };
  return (
    <LabelledSelect
      label={label}
      name={name}
      value={value}
      options={options}
      emptyLabel={emptyLabel}
      onChoose={choose}
      pending={pending}
    />
  );
}
