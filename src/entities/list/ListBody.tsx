import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import type { ListRows } from '../data/useListRows';
import type { Resource } from '../resource';
import { EmptyState } from './EmptyState';
import { TableSkeleton } from './TableSkeleton';

/** What a list's frame holds: the rows, or why there are none (loading, failure, empty, no match). */
export function ListBody({
  resource,
  rows,
  searching,
  onCreate,
  compact = false,
  children,
}: {
  resource: Resource;
  rows: ListRows;
  searching: boolean;
  onCreate: (() => void) | null;
  /** A list inside another row's page: an empty one says so in one line. */
  compact?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // The table's shape from the first frame: an empty card would look like a list with nothing in it.
  if (rows.isPending) return <TableSkeleton />;
  if (rows.error && rows.rows.length === 0) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <p className="font-semibold text-slate-900">{t(resource.texts.loadFailed)}</p>
        <p className="text-sm text-slate-600">{rows.error.message}</p>
        <Button variant="secondary" onClick={rows.refetch}>
          <Icon name="refresh" width={16} height={16} />
          {t('engine.retry')}
        </Button>
      </div>
    );
  }
  if (rows.rows.length === 0) {
    return searching ? (
      <EmptyState icon="search" title={t('engine.noMatches')} />
    ) : (
      <EmptyState
        icon="list"
        compact={compact}
        title={t(resource.texts.empty)}
        {...(onCreate ? { hint: t(resource.texts.emptyHint) } : {})}
        action={
          onCreate && (
            <Button onClick={onCreate}>
              <Icon name="plus" width={18} height={18} />
              {t(resource.texts.create)}
            </Button>
          )
        }
      />
    );
  }
  // Dimmed while its rows are being replaced (a search, another page): a veil over them, on a compositor
  // layer of its own from the start, shown and hidden without the rows being painted again. The rows'
  // own opacity, changed, made the browser record the whole page's painting again as the dimming began
  // and as it ended (70–80 ms each time on a 4× slower CPU, with a page of 100 rows).
  return (
    <div className="relative" aria-busy={rows.isFetching}>
      {children}
      <div
        aria-hidden="true"
        data-list-veil=""
        className={`pointer-events-none absolute inset-0 bg-white transition-opacity will-change-[opacity] ${
          rows.isFetching ? 'opacity-30' : 'opacity-0'
        }`}
      />
    </div>
  );
}
