import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import type { MenuGroup } from '../menu/menu';
import type { PageKey } from '../menu/pages';
import { SidebarLink } from './SidebarLink';

/** A group of entries (ecommerce): open while one of its pages is shown; in the rail, its icons stacked. */
export function SidebarGroup({
  group,
  activeKey,
  rail,
  onNavigate,
}: {
  group: MenuGroup;
  activeKey: PageKey | null;
  rail: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const containsActive = group.children.some((child) => child.key === activeKey);
  const [open, setOpen] = useState(containsActive);
  const expanded = open || containsActive;
  const children = group.children.map((child) => (
    <li key={child.key}>
      <SidebarLink entry={child} active={child.key === activeKey} rail={rail} onNavigate={onNavigate} />
    </li>
  ));
  if (rail) {
    return (
      <li className="border-y border-slate-100 py-1">
        <ul aria-label={t(group.labelKey)} className="space-y-1">
          {children}
        </ul>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        onClick={() => setOpen(!expanded)}
        aria-expanded={expanded}
        className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-start text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Icon name={group.icon} className="shrink-0 text-slate-400" />
        <span className="flex-1 truncate">{t(group.labelKey)}</span>
        <Icon
          name="chevronDown"
          width={16}
          height={16}
          className={`transition ${expanded ? 'rotate-180' : ''}`}
        />
      </button>
      {expanded && <ul className="mt-1 space-y-1 ps-4">{children}</ul>}
    </li>
  );
}
