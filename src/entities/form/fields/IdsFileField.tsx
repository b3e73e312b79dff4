import type { FieldProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JsonApiPath } from '../../../contract/types';
import { buttonClasses } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { queryOperation } from '../../data/callOperation';
import { describedBy } from '../theme/inputClasses';
import { useFormContext } from '../useFormContext';
import { BadLinesList } from './BadLinesList';
import { type BadLine, type ReadIds, readIdsFile } from './readIds';

type Check =
  | { kind: 'none' | 'checking' }
  | { kind: 'done'; unknown: number[] }
  | { kind: 'failed'; message: string };

type Stage =
  | { kind: 'idle' }
  | { kind: 'reading'; file: string; share: number }
  | { kind: 'read'; file: string; read: ReadIds; check: Check }
  | { kind: 'failed'; file: string };

/** The same list of ids (the form may hold a copy of the one written). */
function sameIds(held: unknown, ids: number[] | undefined): boolean {
  if (held === ids) return true;
  if (!Array.isArray(held) || !ids || held.length !== ids.length) return false;
  return ids.every((id, index) => held[index] === id);
}

/**
 * A list of customers given as a file (bulk points): a text or CSV file with one customer id or QR
 * code per line, read in the browser a slice at a time. What is wrong is said as soon as it is known,
 * each bad line by its number: lines that are no id, more customers than one call takes (the contract's
 * maxItems: the reading stops there), and ids that name no customer of the store (asked of the `check`
 * operation before anything is sent). With bad lines, the user confirms giving the points to the good
 * ones only; the field's value (the good ids) is set then, with the `skipField` sibling, so the server
 * skips rather than refuses what changed since.
 */
export function IdsFileField({
  fieldPathId,
  uiSchema,
  schema,
  required,
  disabled,
  readonly,
  rawErrors,
  name,
}: FieldProps) {
  const { t } = useTranslation();
  const { data, patch } = useFormContext();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [confirmed, setConfirmed] = useState(false);
  const reading = useRef<AbortController | null>(null);
  useEffect(() => () => reading.current?.abort(), []);
  const id = fieldPathId.$id;
  const field = String(fieldPathId.path.at(-1) ?? name);
  const options = getUiOptions(uiSchema);
  const check = typeof options.check === 'string' ? (options.check as JsonApiPath) : null;
  const skipField = typeof options.skipField === 'string' ? options.skipField : null;
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : Number.POSITIVE_INFINITY;

  const read = stage.kind === 'read' ? stage.read : null;
  const checkState = stage.kind === 'read' ? stage.check : null;
  const unknown = useMemo(() => (checkState?.kind === 'done' ? checkState.unknown : []), [checkState]);
  const good = useMemo(() => {
    const skipped = new Set(unknown);
    return read ? read.ids.filter((customer) => !skipped.has(customer)) : [];
  }, [read, unknown]);
  const badCount = (read?.invalidCount ?? 0) + unknown.length;
  const checking = checkState?.kind === 'checking';
  const usable = read !== null && !read.tooMany && good.length > 0 && !checking;
  const needsConfirmation = usable && badCount > 0;

  // The form holds the good ids once nothing is left to say about them; until then the field is
  // empty, and sending says why.
  const value = usable && (!needsConfirmation || confirmed) ? good : undefined;
  const skip = needsConfirmation && confirmed;
  // Written whenever the form holds something else, the array the form starts with (one empty item,
  // for its minItems) included.
  const skipValue = skip || undefined;
  const stale = !sameIds(data[field], value) || (skipField !== null && data[skipField] !== skipValue);
  useEffect(() => {
    if (stale) patch({ [field]: value, ...(skipField ? { [skipField]: skipValue } : {}) });
  }, [stale, value, skipValue, field, skipField, patch]);

  async function choose(file: File | undefined) {
    reading.current?.abort();
    setConfirmed(false);
    if (!file) return;
    const controller = new AbortController();
    reading.current = controller;
    setStage({ kind: 'reading', file: file.name, share: 0 });
    let result: ReadIds;
    try {
      result = await readIdsFile(file, {
        limit: max,
        signal: controller.signal,
        onProgress: (share) => setStage({ kind: 'reading', file: file.name, share }),
      });
    } catch {
      if (!controller.signal.aborted) setStage({ kind: 'failed', file: file.name });
      return;
    }
    const checkable = check !== null && !result.tooMany && result.ids.length > 0;
    setStage({
      kind: 'read',
      file: file.name,
      read: result,
      check: { kind: checkable ? 'checking' : 'none' },
    });
    if (!checkable) return;
    try {
      const answer = await queryOperation(check, { customerIds: result.ids }, controller.signal);
      const unknownIds = Array.isArray(answer.unknownIds) ? answer.unknownIds.filter(Number.isInteger) : [];
      if (!controller.signal.aborted)
        setStage({
          kind: 'read',
          file: file.name,
          read: result,
          check: { kind: 'done', unknown: unknownIds as number[] },
        });
    } catch (error) {
      if (!controller.signal.aborted)
        setStage({
          kind: 'read',
          file: file.name,
          read: result,
          check: { kind: 'failed', message: error instanceof Error ? error.message : String(error) },
        });
    }
  }

  const unknownLines: BadLine[] = read
    ? unknown.map((customer) => ({ line: read.lineOf.get(customer) ?? 0, text: String(customer) }))
    : [];
  const errors = [...new Set(rawErrors ?? [])];
  // An empty field while the user still has to confirm is not "required": it says what to do.
  const shownErrors =
    errors.length > 0 && needsConfirmation && !confirmed ? [t('engine.idsFile.confirmNeeded')] : errors;
  const problem = (read !== null && (read.tooMany || good.length === 0)) || stage.kind === 'failed';
  const invalid = shownErrors.length > 0 || problem;
  const fileName = stage.kind === 'idle' ? null : stage.file;

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
          aria-describedby={[describedBy(id, shownErrors.length > 0, true), `${id}__read`]
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
        {fileName && <span className="min-w-0 truncate text-sm text-slate-700">{fileName}</span>}
      </div>
      <p id={`${id}__help`} className="mt-1 text-xs text-slate-500">
        {t(typeof options.help === 'string' ? options.help : 'engine.idsFile.hint')}
      </p>
      <div id={`${id}__read`} aria-live="polite" className="mt-1 space-y-2 text-sm">
        {stage.kind === 'reading' && (
          <p className="text-slate-700">
            {t('engine.idsFile.reading', { percent: Math.round(stage.share * 100) })}
          </p>
        )}
        {stage.kind === 'failed' && <p className="text-red-600">{t('engine.idsFile.unreadable')}</p>}
        {read?.tooMany && <p className="font-medium text-red-600">{t('engine.idsFile.tooMany', { max })}</p>}
        {read && !read.tooMany && good.length > 0 && (
          <p className="font-medium text-emerald-700">{t('engine.idsFile.read', { count: good.length })}</p>
        )}
        {read && !read.tooMany && good.length === 0 && !checking && (
          <p className="text-red-600">{t('engine.idsFile.invalid')}</p>
        )}
        {read && read.invalidCount > 0 && (
          <BadLinesList
            title={t('engine.idsFile.badLines', { count: read.invalidCount })}
            lines={read.invalid}
            total={read.invalidCount}
          />
        )}
        {checking && <p className="text-slate-700">{t('engine.idsFile.checking')}</p>}
        {stage.kind === 'read' && stage.check.kind === 'failed' && (
          <p className="text-amber-800">
            {t('engine.idsFile.checkFailed', { message: stage.check.message })}
          </p>
        )}
        {unknownLines.length > 0 && (
          <BadLinesList
            title={t('engine.idsFile.unknownLines', { count: unknownLines.length })}
            lines={unknownLines}
            total={unknownLines.length}
          />
        )}
      </div>
      {needsConfirmation && (
        <label className="mt-2 flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={confirmed}
            disabled={disabled || readonly}
            onChange={(event) => setConfirmed(event.target.checked)}
            className="mt-0.5 size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600"
          />
          {t('engine.idsFile.confirmSkip', { count: good.length, bad: badCount })}
        </label>
      )}
      {shownErrors.length > 0 && (
        <p id={`${id}__error`} className="mt-1 text-xs text-red-600">
          {shownErrors.join(' ')}
        </p>
      )}
    </div>
  );
}
