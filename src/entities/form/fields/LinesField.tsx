import type { ErrorSchema, FieldProps, RJSFSchema } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, inputClasses } from '../theme/inputClasses';

type Item = string | number;

function itemType(schema: RJSFSchema): string | undefined {
  const items = schema.items;
  if (typeof items !== 'object' || items === null || Array.isArray(items)) return undefined;
  const type = (items as RJSFSchema).type;
  return Array.isArray(type) ? type.find((t) => t !== 'null') : type;
}

/**
 * A list typed one item per line: lines trimmed, empty ones dropped, numbers made numbers when the
 * items are, repeats kept once when the schema wants unique items (codes pasted from a spreadsheet).
 */
export function parseLines(text: string, schema: RJSFSchema): Item[] {
  const numeric = ['integer', 'number'].includes(itemType(schema) ?? '');
  const items = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line): Item => (numeric && /^-?\d+(\.\d+)?$/.test(line) ? Number(line) : line));
  return schema.uniqueItems ? [...new Set(items)] : items;
}

function sameItems(a: Item[], b: unknown): boolean {
  const other = Array.isArray(b) ? b : [];
  return a.length === other.length && a.every((item, index) => item === other[index]);
}

/** Each item's errors, named by the item (its line may have moved once empty lines and repeats went). */
function itemErrors(errorSchema: ErrorSchema | undefined, items: Item[]): string[] {
  if (!errorSchema) return [];
  const messages: string[] = [];
  for (const [key, value] of Object.entries(errorSchema)) {
    if (!/^\d+$/.test(key) || typeof value !== 'object' || value === null) continue;
    const errors = (value as { __errors?: string[] }).__errors ?? [];
    const item = items[Number(key)];
    for (const error of errors) messages.push(`«${String(item)}»: ${error}`);
  }
  return messages;
}

/** An array field written as a textarea, one item per line (a widget named `lines`). */
export function LinesField({
  fieldPathId,
  formData,
  onChange,
  uiSchema,
  schema,
  required,
  disabled,
  readonly,
  rawErrors,
  errorSchema,
  name,
}: FieldProps) {
  const { t } = useTranslation();
  const options = getUiOptions(uiSchema);
  const id = fieldPathId.$id;
  const [text, setText] = useState(() => (Array.isArray(formData) ? formData.join('\n') : ''));
  const items = parseLines(text, schema);
  // The form's data changed from outside (a reset): show it.
  useEffect(() => {
    setText((current) =>
      sameItems(parseLines(current, schema), formData)
        ? current
        : Array.isArray(formData)
          ? formData.join('\n')
          : '',
    );
  }, [formData, schema]);
  const errors = [...new Set([...(rawErrors ?? []), ...itemErrors(errorSchema, items)])];
  const help = typeof options.help === 'string' ? options.help : null;
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {t(typeof schema.title === 'string' ? schema.title : name)}
          {required && (
            <span className="text-red-600" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
        <span className="text-xs text-slate-500 tabular-nums" aria-live="polite">
          {t('engine.lines.count', { count: items.length })}
        </span>
      </div>
      <textarea
        id={id}
        name={id}
        rows={6}
        value={text}
        required={required}
        disabled={disabled || readonly}
        spellCheck={false}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy(id, errors.length > 0, true)}
        onChange={(event) => {
          setText(event.target.value);
          const next = parseLines(event.target.value, schema);
          onChange(next.length > 0 ? next : undefined, fieldPathId.path);
        }}
        className={`${inputClasses(errors.length > 0)} font-mono`}
      />
      <p id={`${id}__help`} className="mt-1 text-xs text-slate-500">
        {t('engine.lines.hint')}
        {help ? ` ${t(help)}` : ''}
      </p>
      {errors.length > 0 && (
        <p id={`${id}__error`} className="mt-1 text-xs text-red-600">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}
