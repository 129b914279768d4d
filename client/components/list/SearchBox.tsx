import { type MantineStyleProp, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { SEARCH_MAX } from '../../lib/search-params.ts';
import { type ListSearch, withFilter } from './list-search.ts';

interface SearchBoxProps<S extends ListSearch> {
  search: S;
  onSearchChange: (next: S) => void;
  /** What can be searched: "Nome ou e-mail". */
  placeholder: string;
  style?: MantineStyleProp;
}

/** A list's "Buscar" box, bound to the route's `search` param: it filters as the user types, once they pause. */
export function SearchBox<S extends ListSearch>({ search, onSearchChange, placeholder, style }: SearchBoxProps<S>) {
  const [text, setText] = useState(search.search ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 350);
  useEffect(() => {
    if (debounced !== (search.search ?? '')) onSearchChange(withFilter(search, { search: debounced || undefined } as Partial<S>));
  }, [debounced, search, onSearchChange]);
  return (
    <TextInput
      label="Buscar"
      placeholder={placeholder}
      type="search"
      maxLength={SEARCH_MAX}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      style={style}
    />
  );
}
