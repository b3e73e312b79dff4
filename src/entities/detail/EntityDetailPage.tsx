import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Icon } from '../../ui/Icon';
import { queryOperation } from '../data/callOperation';
import { isRow, type Row, resolveParams, valueAt } from '../data/values';
import { useFormatContext } from '../format/useFormatContext';
import { RESOURCE_LOADERS } from '../generated/routes';
import { CellValue } from '../list/CellValue';
import { EntityListPage } from '../list/EntityListPage';
import type { Resource } from '../resource';
import { DetailActions } from './DetailActions';

/** The related resources a detail page shows, loaded with it. */
function useRelated(ids: string[]): Resource[] {
  const [related, setRelated] = useState<Resource[]>([]);
  useEffect(() => {
    let live = true;
    void Promise.all(ids.map((id) => RESOURCE_LOADERS[id]?.())).then((modules) => {
      if (live) setRelated(modules.flatMap((module) => (module ? [module.resource] : [])));
    });
    return () => {
      live = false;
    };
  }, [ids]);
  return related;
}

/**
 * A row's page: its fields from the info operation, its actions, then the lists that belong to it (a
 * customer's history, an order's items and notes). The info operation may be a list searched for the
 * row (orders have no single-order call): the row is then the answer's item whose key is the page's.
 */
export function EntityDetailPage({ resource, rowId }: { resource: Resource; rowId: string }) {
  const { t } = useTranslation();
  const route = useParams();
  const format = useFormatContext();
  const detail = resource.detail;
  const info = detail?.info ?? null;
  const id = /^\d+$/.test(rowId) ? Number(rowId) : rowId;
  const body: Row = info ? { ...resolveParams(info.params, { route }), [info.id]: id } : {};
  const query = useQuery({
    queryKey: [info?.path ?? 'none', body],
    queryFn: ({ signal }) => {
      if (!info) throw new Error(`${resource.id} has no info operation`);
      return queryOperation(info.path, body, signal);
    },
    enabled: info !== null,
  });
  const related = useRelated(detail?.related ?? []);
  const itemKey = info ? (Array.isArray(info.item) ? info.item[0] : info.item) : undefined;
  const answered = itemKey ? query.data?.[itemKey] : undefined;
  const item = Array.isArray(answered)
    ? answered.find((candidate) => String(valueAt(candidate, resource.key)) === rowId)
    : answered;
  const found = isRow(item);
  const row: Row = found ? item : { [resource.key]: id };
  const missing = query.isSuccess && !found;
  const heading = resource.columns.find((c) => c.format === 'text');
  const title = heading ? valueAt(row, heading.field) : undefined;
  return (
    <div className="space-y-6">
      <Link
        to={`/dashboard/${resource.route ?? ''}`}
        className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <Icon name="chevronLeft" width={16} height={16} className="rtl:rotate-180" />
        {t(resource.texts.title)}
      </Link>
      <section
        aria-labelledby="detail-title"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1
            id="detail-title"
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900 focus:outline-none"
          >
            {typeof title === 'string' && found ? title : t(resource.texts.detailTitle)}
          </h1>
          {found && (
            <DetailActions resource={resource} row={row} context={{ route }} currency={format.currency} />
          )}
        </div>
        {query.isError && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {query.error.message}
          </p>
        )}
        {missing ? (
          <p role="alert" className="mt-2 text-sm text-slate-700">
            {t('engine.notFound')}
          </p>
        ) : (
          <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-3">
            {(detail?.fields ?? []).map((column) => (
              <div key={column.field}>
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
                  {t(column.label)}
                </dt>
                <dd className="mt-0.5 text-sm text-slate-900">
                  {query.isPending ? (
                    <span className="inline-block h-4 w-24 animate-pulse rounded bg-slate-200" />
                  ) : (
                    <CellValue row={row} column={column} format={format} />
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      {found &&
        related.map((child) => (
          <EntityListPage key={child.id} resource={child} parent={{ row, prefix: child.id }} />
        ))}
    </div>
  );
}
