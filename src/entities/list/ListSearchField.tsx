import { type Ref, useEffect } from 'react';
import { ListSearchBox } from './ListSearchBox';
import { useSearchBoxText } from './useSearchBoxText';

/** A list's live search box: it keeps what is typed and applies it to the list once typing pauses. */
export function ListSearchField({
  label,
  search,
  onSearch,
  onTypingAhead,
  inputRef,
}: {
  label: string;
  /** The list's search, as applied (the URL's). */
  search: string;
  /** Applies a search to the list. */
  onSearch: (text: string) => void;
  /** Told when the box starts or stops holding text the list has not searched for yet. */
  onTypingAhead?: (ahead: boolean) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [text, type] = useSearchBoxText(search, onSearch);
  // Once when typing starts and once when its search is applied, not on every key: the page redraws.
  const ahead = text !== search;
  useEffect(() => onTypingAhead?.(ahead), [ahead, onTypingAhead]);
  return <ListSearchBox label={label} value={text} onChange={type} {...(inputRef ? { inputRef } : {})} />;
}
