import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Session } from '../../api';
import type { AccessContext } from '../../contract/access/accessRules';
import { Icon } from '../../ui/Icon';
import { PaletteOptionRow } from './PaletteOptionRow';
import type { PaletteOption } from './paletteChoices';
import { readRecentChoices, rememberChoice } from './recentChoices';
import type { PaletteCloseReason } from './useCommandPalette';
import { usePaletteOptions } from './usePaletteOptions';

export interface CommandPaletteProps {
  access: AccessContext;
  session: Session;
  /** Whose recent choices these are. */
  account: string;
  onClose: (reason: PaletteCloseReason) => void;
}

/**
 * The command palette: a search box (a combobox) over one list of the user's pages, page actions,
 * customers and actions on a customer. Arrows move, Enter chooses, Escape closes; the dialog gives
 * the focus back to where it was when it closes.
 */
export default function CommandPalette({ access, session, account, onClose }: CommandPaletteProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [recent] = useState(() => readRecentChoices(account));
  const { options, searching, failed } = usePaletteOptions({ query, access, session, recent });
  // The active option is kept by what it is, so results arriving keep it; a new query starts at the top.
  const [activeId, setActiveId] = useState<string | null>(null);
  const found = options.findIndex((option) => option.id === activeId);
  const active = found === -1 ? 0 : found;
  const activeOption = options[active];
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (activeOption) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  function choose(option: PaletteOption) {
    rememberChoice(account, option.choice);
    onClose('chosen');
    navigate(option.path);
  }

  function move(step: number) {
    if (options.length === 0) return;
    const next = (active + step + options.length) % options.length;
    setActiveId(options[next]?.id ?? null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const steps: Record<string, () => void> = {
      ArrowDown: () => move(1),
      ArrowUp: () => move(-1),
      Home: () => setActiveId(options[0]?.id ?? null),
      End: () => setActiveId(options.at(-1)?.id ?? null),
      Enter: () => activeOption && choose(activeOption),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    step();
  }

  const status = searching
    ? t('palette.searching')
    : failed
      ? t('palette.searchFailed')
      : options.length === 0
        ? t('palette.noResults')
        : t('palette.results', { count: options.length });

  return (
    <Dialog open onClose={() => onClose('dismissed')} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center p-2 pt-[10vh] sm:p-4 sm:pt-[12vh]">
        <DialogPanel className="flex max-h-[75vh] w-full max-w-xl flex-col overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-slate-200">
          <DialogTitle className="sr-only">{t('palette.title')}</DialogTitle>
          <div className="relative border-b border-slate-200">
            <Icon
              name="search"
              width={20}
              height={20}
              className="pointer-events-none absolute inset-y-0 start-4 my-auto text-slate-400"
            />
            <input
              // Typing starts at once: the palette is opened to type in.
              autoFocus
              type="text"
              role="combobox"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeOption ? optionId(active) : undefined}
              aria-label={t('palette.label')}
              aria-keyshortcuts="Control+K Meta+K /"
              autoComplete="off"
              spellCheck={false}
              placeholder={t('palette.placeholder')}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActiveId(null);
              }}
              onKeyDown={onKeyDown}
              className="w-full bg-transparent py-4 pe-4 ps-12 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none"
            />
          </div>
          <div
            id={listId}
            role="listbox"
            aria-label={t('palette.label')}
            className="flex-1 overflow-y-auto p-2"
          >
            {options.map((option, index) => (
              <PaletteOptionRow
                key={option.id}
                id={optionId(index)}
                option={option}
                groupLabel={
                  index === 0 || options[index - 1]?.group !== option.group
                    ? t(`palette.groups.${option.group}`)
                    : null
                }
                active={index === active}
                onHover={() => setActiveId(option.id)}
                onChoose={() => choose(option)}
              />
            ))}
          </div>
          <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-2 text-xs text-slate-600">
            <p role="status" aria-live="polite" aria-atomic="true">
              {status}
            </p>
            <p aria-hidden="true" className="hidden sm:block">
              {t('palette.keys')}
            </p>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
