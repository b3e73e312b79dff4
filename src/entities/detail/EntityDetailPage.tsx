import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '../../session/useSession';
import { Icon } from '../../ui/Icon';
import { labelOfRow } from '../data/rowLabel';
import { useRelated } from '../data/useRelated';
import { useFormatContext } from '../format/useFormatContext';
import { CellValue } from '../list/CellValue';
import { EntityListPage } from '../list/EntityListPage';
import type { Resource } from '../resource';
import { DetailActions } from './DetailActions';
import { useDetailRow } from './useDetailRow';

/**
 * A row's page: its fields from the info operation(s) — the highlighted ones large (a balance, a
 * level) —, what can be done to it, then the lists that belong to it (a customer's history).
 */
export function EntityDetailPage({ resource, rowId }: { resource: Resource; rowId: string }) {
  const { t } = useTranslation();
  const format = useFormatContext();
  const route = useParams();
  const session = useSession();
  const detail = resource.detail;
  const id = /^\d+$/.test(rowId) ? Number(rowId) : rowId;
  const context = useMemo(() => ({ route, session }), [route, session]);
  const { row, missing, isPending, isSuccess, error } = useDetailRow(resource, id, context);
  const found = isSuccess && !missing;
  const related = useRelated(detail?.related ?? []);
  const label = found ? labelOfRow(resource, row, format) : '';
  const skeleton = <span className="inline-block h-4 w-24 animate-pulse rounded bg-slate-200" />;
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
        className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <div className="flex flex-wrap items-start justify-between gap-4">
          <h2
            id="detail-title"
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900 focus:outline-none"
          >
            {label || t(resource.texts.detailTitle)}
          </h2>
          {found && (
            <DetailActions
              resource={resource}
              row={row}
              label={label}
              context={context}
              currency={format.currency}
            />
          )}
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {t(resource.texts.loadFailed)} {error.message}
          </p>
        )}
        {missing && (
          <p role="alert" className="text-sm text-slate-700">
            {t('engine.notFound')}
          </p>
        )}
        {!missing && detail?.highlight && (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {detail.highlight.map((column) => (
              <div key={column.field} className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
                  {t(column.label)}
                </dt>
                <dd className="mt-1 text-2xl font-semibold text-slate-900">
                  {isPending ? skeleton : <CellValue row={row} column={column} format={format} />}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {!missing && (
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-3">
            {(detail?.fields ?? []).map((column) => (
              <div key={column.field}>
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
                  {t(column.label)}
                </dt>
                <dd className="mt-0.5 text-sm text-slate-900">
                  {isPending ? skeleton : <CellValue row={row} column={column} format={format} />}
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
