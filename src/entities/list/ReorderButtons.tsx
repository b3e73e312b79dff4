import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';

/** The row that just moved, and which of its buttons moved it: focus goes back there. */
export interface MovedRow {
  key: string;
  direction: 'up' | 'down';
  /** Tells one move from the next, so focus is put back once per move. */
  nonce: number;
}

export interface ReorderButtonsProps {
  index: number;
  count: number;
  rowLabel: string;
  onMove: (from: number, to: number) => void;
  /** Set on the row that just moved. */
  moved: MovedRow | null;
  /** On a phone's card the buttons stack, up above down. */
  stacked?: boolean;
}

const BUTTON =
  'inline-flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-30';

/**
 * The keyboard's way to put a row in order (drag needs a pointer): move up, move down. A moved row's
 * element is taken out of the document and put back, which drops its focus; the button that moved it
 * gets it back — or the other one when the row reached the end, where that button is disabled.
 */
export function ReorderButtons({ index, count, rowLabel, onMove, moved, stacked }: ReorderButtonsProps) {
  const { t } = useTranslation();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const handled = useRef<number | null>(null);
  const first = index === 0;
  const last = index === count - 1;

  useLayoutEffect(() => {
    if (!moved || handled.current === moved.nonce) return;
    handled.current = moved.nonce;
    const wanted = moved.direction === 'up' ? (first ? down : up) : last ? up : down;
    if (document.activeElement !== wanted.current) wanted.current?.focus();
  }, [moved, first, last]);

  return (
    <span className={`inline-flex items-center gap-0.5 ${stacked ? 'flex-col' : ''}`}>
      <button
        ref={up}
        type="button"
        className={BUTTON}
        disabled={first}
        onClick={() => onMove(index, index - 1)}
        aria-label={`${t('engine.moveUp')}: ${rowLabel}`}
        title={t('engine.moveUp')}
      >
        <Icon name="arrowUp" width={16} height={16} />
      </button>
      <button
        ref={down}
        type="button"
        className={BUTTON}
        disabled={last}
        onClick={() => onMove(index, index + 1)}
        aria-label={`${t('engine.moveDown')}: ${rowLabel}`}
        title={t('engine.moveDown')}
      >
        <Icon name="arrowDown" width={16} height={16} />
      </button>
    </span>
  );
}
