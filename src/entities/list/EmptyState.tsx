import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../ui/Icon';

/** What an empty list says, with the way to fill it. */
export function EmptyState({
  icon,
  title,
  hint,
  action,
}: {
  icon: IconName;
  title: string;
  hint?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon name={icon} />
      </span>
      <p className="text-base font-semibold text-slate-900">{title}</p>
      {hint && <p className="max-w-md text-sm text-slate-600">{hint}</p>}
      {action}
    </div>
  );
}
