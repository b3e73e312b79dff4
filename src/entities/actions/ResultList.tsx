import { useTranslation } from 'react-i18next';
import { useViewport } from '../../ui/useViewport';
import type { Row } from '../data/values';
import type { FormatContext } from '../format/formatValue';
import { CellValue } from '../list/CellValue';
import type { ResolvedColumn } from '../resource';

/**
 * Rows an action answered (the last points given): a compact table, or label and value cards on a
 * phone, written like the list pages' cells.
 */
export function ResultList({
  rows,
  columns,
  currency,
}: {
  rows: Row[];
  columns: ResolvedColumn[];
  currency: string | null;
}) {
  const { t, i18n } = useTranslation();
  const viewport = useViewport();
  const format: FormatContext = { t, language: i18n.resolvedLanguage ?? 'es', currency };
  if (rows.length === 0) return <p className="text-sm text-slate-600">{t('engine.empty')}</p>;
  if (viewport === 'mobile') {
    return (
      <ul className="-mx-1 divide-y divide-slate-100">
        {rows.map((row, index) => (
          // Answered rows may repeat a value in every column; their order is their identity here.
          // biome-ignore lint/suspicious/noArrayIndexKey: a static list of an answer, never reordered
          <li key={index} className="px-1 py-2">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
              {columns.map((column) => (
                <div key={column.field} className="contents">
                  <dt className="text-slate-500">{t(column.label)}</dt>
                  <dd className="min-w-0 truncate text-slate-800">
                    <CellValue row={row} column={column} format={format} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="-mx-1 overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.field}
                scope="col"
                className="whitespace-nowrap px-2 py-2 text-start font-semibold text-slate-700"
              >
                {t(column.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list of an answer, never reordered
            <tr key={index}>
              {columns.map((column) => (
                <td key={column.field} className="px-2 py-2 align-top text-slate-700">
                  <CellValue row={row} column={column} format={format} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
