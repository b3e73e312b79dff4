import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { queryOperation } from '../data/callOperation';
import { isRow, type Row } from '../data/values';
import type { FormatContext } from '../format/formatValue';
import { CellValue } from '../list/CellValue';
import type { ResolvedSection, Resource } from '../resource';

const SectionForm = lazy(async () => ({ default: (await import('./SectionForm')).SectionForm }));

/** One section of a settings page: what it loads, as a form to save or as read-only fields. */
export function SectionCard({
  resource,
  section,
  format,
}: {
  resource: Resource;
  section: ResolvedSection;
  format: FormatContext;
}) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: [section.load.path, {}],
    queryFn: ({ signal }) => queryOperation(section.load.path, {}, signal),
  });
  const item = query.data?.[section.load.item];
  const loaded: Row | null = isRow(item) ? item : null;
  const headingId = `${resource.id}-${section.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={headingId} className="mb-4 text-base font-semibold text-slate-900">
        {t(section.title)}
      </h2>
      {query.isPending && <div className="h-32 animate-pulse rounded-lg bg-slate-100" aria-busy="true" />}
      {query.isError && (
        <div role="alert" className="space-y-2">
          <p className="text-sm text-red-700">{t(resource.texts.loadFailed)}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('engine.retry')}
          </Button>
        </div>
      )}
      {query.isSuccess && section.form === null && (
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {section.fields.map((column) => (
            <div key={column.field}>
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
                {t(column.label)}
              </dt>
              <dd className="mt-0.5 text-sm text-slate-900">
                <CellValue row={loaded ?? {}} column={column} format={format} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {query.isSuccess && section.form !== null && (
        <Suspense fallback={<div className="h-32 animate-pulse rounded-lg bg-slate-100" />}>
          <SectionForm resource={resource} section={section} loaded={loaded} currency={format.currency} />
        </Suspense>
      )}
    </section>
  );
}
