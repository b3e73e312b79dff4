import type { Ref } from 'react';
import { Icon } from '../../ui/Icon';

/**
 * A list's search box: the toolbar's (ListToolbar), and the same box painted from the page's HTML before
 * its code runs (ListPageShell), so the two take exactly the same place.
 */
export function ListSearchBox({
  label,
  value,
  onChange,
  inputRef,
}: {
  /** The placeholder, which also names the box. */
  label: string;
  /** Without them, the box painted before the code runs: it shows its placeholder and takes no input. */
  value?: string;
  onChange?: (text: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const painted = onChange === undefined;
  return (
    // Painted before the code runs, it can take nothing yet: inert, so no one can focus it or type into it
    // (and lose what they typed), and assistive technology skips it (ListPageShell hides its whole row).
    <div className="relative w-full sm:w-72" {...(painted ? { inert: true } : {})}>
      <Icon
        name="search"
        width={18}
        height={18}
        className="pointer-events-none absolute inset-y-0 start-3 my-auto text-slate-400"
      />
      <input
        ref={inputRef}
        type="search"
        {...(painted
          ? { readOnly: true, tabIndex: -1 }
          : { value, onChange: (event) => onChange(event.target.value) })}
        placeholder={label}
        aria-label={label}
        className="block w-full rounded-lg border-0 py-2 ps-10 pe-3 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-field placeholder:text-slate-500 focus:ring-2 focus:ring-inset focus:ring-brand-600"
      />
    </div>
  );
}
