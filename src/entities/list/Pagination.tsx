import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../lib/intlFormats';
import { Icon } from '../../ui/Icon';
import { PAGE_SIZES } from './listState';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

const buttonClass =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40 rtl:rotate-180';

export function Pagination({ page, pageSize, total, onPage, onPageSize }: PaginationProps) {
  const { t, i18n } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // Made once per language: building a formatter costs ~30 ms on a phone, and this re-renders whenever
  // the list page does (a form opened over it).
  const number = numberFormat(i18n.resolvedLanguage ?? 'es');
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={t('engine.pageOf', { page, pages })}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600"
    >
      <p aria-live="polite">
        {t('engine.rowsRange', {
          from: number.format(from),
          to: number.format(to),
          total: number.format(total),
        })}
      </p>
      <div className="flex items-center gap-2">
        <label className="hidden items-center gap-2 sm:flex">
          {t('engine.pageSize')}
          <select
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.target.value))}
            className="rounded-lg border-0 py-1.5 ps-2 pe-7 text-sm ring-1 ring-inset ring-field"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={buttonClass}
          onClick={() => onPage(1)}
          disabled={page <= 1}
          aria-label={t('engine.firstPage')}
        >
          <Icon name="chevronLeft" width={16} height={16} />
          <Icon name="chevronLeft" width={16} height={16} className="-ms-2.5" />
        </button>
        <button
          type="button"
          className={buttonClass}
          onClick={() => onPage(page - 1)}
          disabled={page <= 1}
          aria-label={t('engine.previousPage')}
        >
          <Icon name="chevronLeft" width={18} height={18} />
        </button>
        <span className="min-w-24 text-center">
          {t('engine.pageOf', { page: number.format(page), pages: number.format(pages) })}
        </span>
        <button
          type="button"
          className={buttonClass}
          onClick={() => onPage(page + 1)}
          disabled={page >= pages}
          aria-label={t('engine.nextPage')}
        >
          <Icon name="chevronRight" width={18} height={18} />
        </button>
        <button
          type="button"
          className={buttonClass}
          onClick={() => onPage(pages)}
          disabled={page >= pages}
          aria-label={t('engine.lastPage')}
        >
          <Icon name="chevronRight" width={16} height={16} />
          <Icon name="chevronRight" width={16} height={16} className="-ms-2.5" />
        </button>
      </div>
    </nav>
  );
}
