import { useTranslation } from 'react-i18next';

/**
 * The first thing a keyboard user reaches: hidden until focused, it jumps over the top bar and the
 * menu to the page's content (an element with this id and tabIndex={-1}).
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={`#${targetId}`}
      onClick={(event) => {
        // Focus without a fragment in the address, which the router would record as a navigation.
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-[80] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand-700 focus:shadow-lg focus:ring-2 focus:ring-brand-600"
    >
      {t('app.skipToContent')}
    </a>
  );
}
