import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BadLine } from './readIds';

/** Lines shown at most; the rest are counted. */
const SHOWN = 100;

/** Lines of a file that are wrong, each by its number (the first SHOWN; the others counted). */
export function BadLinesList({ title, lines, total }: { title: string; lines: BadLine[]; total: number }) {
  const { t } = useTranslation();
  const shown = lines.slice(0, SHOWN);
  const titleId = useId();
  return (
    <div className="text-amber-900">
      <p id={titleId} className="font-medium">
        {title}
      </p>
      {/* In columns, no scrolling box of its own: the dialog scrolls. */}
      <ul
        aria-labelledby={titleId}
        className="mt-1 columns-2 gap-x-6 rounded-lg bg-amber-50 px-3 py-1.5 ring-1 ring-inset ring-amber-200 sm:columns-3"
      >
        {shown.map((bad) => (
          <li key={`${bad.line}:${bad.text}`}>
            {t('engine.idsFile.badLine', { line: bad.line, text: bad.text })}
          </li>
        ))}
        {total > shown.length && <li>{t('engine.idsFile.moreLines', { count: total - shown.length })}</li>}
      </ul>
    </div>
  );
}
