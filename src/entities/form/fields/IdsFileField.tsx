import type { FieldProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { describedBy } from '../theme/inputClasses';
import { type ReadIds, readIds } from './readIds';

/** How many unreadable lines are quoted back to the user. */
const INVALID_SHOWN = 5;

/**
 * A list of customers given as a file (bulk points): a text or CSV file with one customer id or QR
 * code per line, read in the browser. The field's value is the customers' ids; what was read — how
 * many customers, which lines named nobody — is said at once, before anything is sent.
 */
export function IdsFileField({
  fieldPathId,
  onChange,
  uiSchema,
  schema,
  required,
  disabled,
  readonly,
  rawErrors,
  name,
}: FieldProps) {
  const { t } = useTranslation();
  const [read, setRead] = useState<(ReadIds & { file: string }) | null>(null);
  const id = fieldPathId.$id;
  const help = getUiOptions(uiSchema).help;
  const errors = [...new Set(rawErrors ?? [])];
  const invalid = errors.length > 0 || (read !== null && read.ids.length === 0);

  async function choose(file: File | undefined) {
    if (!file) return;
    const result = readIds(await file.text());
    setRead({ ...result, file: file.name });
    // An empty list is left unset, so the form says the field is required.
    onChange(result.ids.length > 0 ? result.ids : undefined, fieldPathId.path);
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {t(typeof schema.title === 'string' ? schema.title : name)}
        {required && (
          <span className="text-red-600" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {/* The native control's button speaks the browser's language; ours speaks the user's. */}
        <input
          id={id}
          name={id}
          type="file"
          accept=".txt,.csv,text/plain,text/csv"
          required={required}
          disabled={disabled || readonly}
          aria-invalid={invalid || undefined}
          aria-describedby={[describedBy(id, errors.length > 0, true), `${id}__read`]
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => void choose(event.target.files?.[0])}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={`${buttonClasses('secondary')} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60`}
        >
          <Icon name="upload" width={18} height={18} />
          {t('engine.idsFile.choose')}
        </label>
        {read && <span className="min-w-0 truncate text-sm text-slate-700">{read.file}</span>}
      </div>
      <p id={`${id}__help`} className="mt-1 text-xs text-slate-500">
        {t(typeof help === 'string' ? help : 'engine.idsFile.hint')}
      </p>
      <div id={`${id}__read`} aria-live="polite" className="mt-1 space-y-1 text-sm">
        {read && read.ids.length > 0 && (
          <p className="font-medium text-emerald-700">
            {t('engine.idsFile.read', { count: read.ids.length })}
          </p>
        )}
        {read && read.ids.length === 0 && <p className="text-red-600">{t('engine.idsFile.invalid')}</p>}
        {read && read.ids.length > 0 && read.invalid.length > 0 && (
          <p className="text-amber-800">
            {t('engine.idsFile.skipped', {
              count: read.invalid.length,
              lines: read.invalid.slice(0, INVALID_SHOWN).join(', '),
            })}
          </p>
        )}
      </div>
      {errors.length > 0 && (
        <p id={`${id}__error`} className="mt-1 text-xs text-red-600">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}
