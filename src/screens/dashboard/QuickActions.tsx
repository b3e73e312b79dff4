import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../ui/Icon';
import { type QuickAction, quickActionPath } from './quickActions';

const ICONS: Record<QuickAction, IconName> = {
  search: 'users',
  addPoints: 'heart',
  giveReward: 'gift',
};

/** The day's jobs, one tap away: each opens the customers page on that action. */
export function QuickActions({ actions }: { actions: QuickAction[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (actions.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('dashboard.actions.title')}
      </h2>
      <ul className="mt-4 space-y-2">
        {actions.map((action) => (
          <li key={action}>
            {/* Named by its title then its hint, all it shows: a name that left the hint out would not
                contain the link's visible text (WCAG 2.5.3, axe's label-content-name-mismatch). */}
            <Link
              to={quickActionPath(action)}
              aria-labelledby={`${headingId}-${action} ${headingId}-${action}-hint`}
              className="flex items-center gap-3 rounded-xl p-3 ring-1 ring-slate-200 transition hover:bg-brand-50 hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon name={ICONS[action]} />
              </span>
              <span className="min-w-0">
                <span id={`${headingId}-${action}`} className="block font-semibold text-slate-900">
                  {t(`dashboard.actions.${action}`)}
                </span>{' '}
                <span id={`${headingId}-${action}-hint`} className="block text-sm text-slate-500">
                  {t(`dashboard.actions.${action}Hint`)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
