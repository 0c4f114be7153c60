export interface GroupedOption {
  value: string;
  label: string;
  group?: string;
}

/** A select's options, those with a group inside an <optgroup>, in the order the groups first appear. */
export function GroupedOptions({ options }: { options: readonly GroupedOption[] }) {
  const groups = [...new Set(options.map((o) => o.group))];
  const render = (o: GroupedOption) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  );
  return groups.map((g) =>
    g === undefined ? (
      options.filter((o) => o.group === undefined).map(render)
    ) : (
      <optgroup key={g} label={g}>
        {options.filter((o) => o.group === g).map(render)}
      </optgroup>
    ),
  );
}
