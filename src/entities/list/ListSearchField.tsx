import type { Ref } from 'react';
import { ListSearchBox } from './ListSearchBox';
import { useSearchBoxText } from './useSearchBoxText';

/** A list's live search box: it keeps what is typed and applies it to the list once typing pauses. */
export function ListSearchField({
  label,
  search,
  onSearch,
  inputRef,
}: {
  label: string;
  /** The list's search, as applied (the URL's). */
  search: string;
  /** Applies a search to the list. */
  onSearch: (text: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [text, type] = useSearchBoxText(search, onSearch);
  return <ListSearchBox label={label} value={text} onChange={type} {...(inputRef ? { inputRef } : {})} />;
}
