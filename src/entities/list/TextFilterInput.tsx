import { useEffect, useState } from 'react';

/**
 * A filter the user types (a person's email): kept while typing and applied when they press Enter or
 * leave the field, so each keystroke does not call the server nor rewrite the address.
 */
export function TextFilterInput({
  id,
  value,
  onChange,
  className,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  className: string;
}) {
  const [typed, setTyped] = useState(value);
  // The address changed under it (cleared filters, back button): show what now applies.
  useEffect(() => setTyped(value), [value]);
  const apply = () => {
    const next = typed.trim();
    if (next !== value) onChange(next);
  };
  return (
    <input
      id={id}
      type="search"
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          apply();
        }
      }}
      className={className}
    />
  );
}
