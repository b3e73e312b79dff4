import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';

/**
 * The top bar's search button: opens the command palette where there is no keyboard (a phone), and
 * tells everyone else its shortcut.
 */
export function PaletteButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K /"
      title={t('palette.shortcut')}
      className="flex items-center gap-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 md:px-3 md:ring-1 md:ring-slate-200"
    >
      <Icon name="search" />
      <span className="sr-only md:not-sr-only md:text-sm">{t('palette.open')}</span>
    </button>
  );
}
