import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../ui/Icon';
import { dashboardPath } from '../menu/dashboardPath';
import type { MenuLink } from '../menu/menu';

export function SidebarLink({
  entry,
  active,
  rail,
  onNavigate,
}: {
  entry: MenuLink;
  active: boolean;
  /** Icons only: the label is the link's accessible name and tooltip. */
  rail: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const label = t(entry.labelKey);
  return (
    <Link
      to={dashboardPath(entry.key)}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      title={rail ? label : undefined}
      className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition ${
        rail ? 'justify-center' : ''
      } ${active ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'}`}
    >
      <Icon name={entry.icon} className={`shrink-0 ${active ? 'text-brand-600' : 'text-slate-400'}`} />
      <span className={rail ? 'sr-only' : 'truncate'}>{label}</span>
    </Link>
  );
}
