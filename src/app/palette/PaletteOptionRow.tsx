import { Icon } from '../../ui/Icon';
import type { PaletteOption } from './paletteChoices';

/**
 * One option of the palette's listbox. The first option of a group carries the group's name as a
 * visual heading inside it (a listbox may hold options only, so the name is also read in the option).
 */
export function PaletteOptionRow({
  id,
  option,
  groupLabel,
  active,
  onHover,
  onChoose,
}: {
  id: string;
  option: PaletteOption;
  /** Shown above the first option of its group. */
  groupLabel: string | null;
  active: boolean;
  onHover: () => void;
  onChoose: () => void;
}) {
  return (
    // The keyboard stays in the search box (the combobox), which moves the active option and chooses it.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      // The focus stays in the search box; a pointer chooses without taking it.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={active ? undefined : onHover}
      onClick={onChoose}
      className="cursor-pointer"
    >
      {groupLabel && (
        <span className="block px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-500">
          {groupLabel}
          <span className="sr-only">: </span>
        </span>
      )}
      <span
        className={`flex items-center gap-3 rounded-lg px-3 py-2 ${
          active ? 'bg-brand-50 text-brand-800' : 'text-slate-800'
        }`}
      >
        <Icon
          name={option.icon}
          width={18}
          height={18}
          className={`shrink-0 ${active ? 'text-brand-700' : 'text-slate-400'}`}
        />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium">{option.label}</span>
          {option.hint && (
            <span className="block truncate text-xs text-slate-600 tabular-nums">{option.hint}</span>
          )}
        </span>
      </span>
    </div>
  );
}
