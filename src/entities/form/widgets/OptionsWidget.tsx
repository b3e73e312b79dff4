import type { WidgetProps } from '@rjsf/utils';
import { isRow, type Row, valueAt } from '../../data/values';
import { useFormContext } from '../useFormContext';
import { OptionsSelect } from './OptionsSelect';
import { isOptionsSource, type Option } from './useOptions';

function allowsNull(schema: WidgetProps['schema']): boolean {
  return schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'));
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** Today in the browser's calendar, as a Date field holds it. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * What choosing an option fills its siblings with (`fill` in the descriptor): fields of the chosen item
 * (a package's redemptions and price), and where still empty the form's currency and today's date.
 */
export function filledBy(fill: unknown, option: Option | null, data: Row, currency: string | null): Row {
  if (!isRow(fill) || !option) return {};
  const values: Row = {};
  for (const [field, source] of Object.entries(fill)) {
    if (!isRow(source)) continue;
    if (typeof source.item === 'string') {
      const value = valueAt(option.item, source.item);
      if (value !== undefined) values[field] = value;
    } else if (isEmpty(data[field])) {
      const value = source.context === 'currency' ? currency : source.context === 'today' ? today() : null;
      if (value) values[field] = value;
    }
  }
  return values;
}

/** A field holding another row's id, chosen from that operation's rows. */
export function OptionsWidget({
  id,
  name,
  value,
  required,
  disabled,
  readonly,
  onChange,
  rawErrors,
  options,
  schema,
}: WidgetProps) {
  const { data, patch, currency } = useFormContext();
  return (
    <OptionsSelect
      id={id}
      source={isOptionsSource(options.source) ? options.source : null}
      value={typeof value === 'number' || typeof value === 'string' ? value : null}
      // The empty choice is null where the field may be null (no category), else the field is left out
      // (no branch: the server takes its default), since a bare id cannot be null.
      onChange={(next, option) => {
        const value = next ?? (options.emptyLabel && allowsNull(schema) ? null : undefined);
        const filled = filledBy(options.fill, option, data, currency);
        // Siblings are set with the choice in one change, so neither overwrites the other.
        if (Object.keys(filled).length > 0) patch({ ...filled, [name]: value });
        else onChange(value);
      }}
      emptyLabel={typeof options.emptyLabel === 'string' ? options.emptyLabel : null}
      required={Boolean(required)}
      disabled={Boolean(disabled || readonly)}
      invalid={(rawErrors?.length ?? 0) > 0}
      hasHelp={typeof options.help === 'string'}
    />
  );
}
