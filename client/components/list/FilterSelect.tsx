import { type MantineStyleProp, Select } from '@mantine/core';

interface FilterSelectProps<V extends string> {
  label: string;
  /** What an empty filter means: "Todas", "Todos". */
  placeholder: string;
  data: readonly { value: V; label: string }[];
  /** The search param's value; undefined when the filter is off. */
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  /** Long lists (banks, people) are typed into; `nothingFound` is then said when nothing matches. */
  searchable?: boolean;
  nothingFound?: string;
  style?: MantineStyleProp;
}

/**
 * A list filter bound to one search param: clearable, and only one of its own options ever reaches the URL (a
 * cleared filter is undefined, so it leaves the URL).
 */
export function FilterSelect<V extends string>({ label, placeholder, data, value, onChange, searchable, nothingFound, style }: FilterSelectProps<V>) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      clearable
      searchable={searchable}
      nothingFoundMessage={nothingFound}
      data={data}
      value={value ?? null}
      onChange={(next) => onChange(data.find((o) => o.value === next)?.value)}
      style={style}
    />
  );
}
