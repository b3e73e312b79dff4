import type { WidgetProps } from '@rjsf/utils';
import { OptionsSelect } from './OptionsSelect';
import { isOptionsSource } from './useOptions';

function allowsNull(schema: WidgetProps['schema']): boolean {
  return schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'));
}

/** A field holding another row's id, chosen from that operation's rows. */
export function OptionsWidget({
  id,
  value,
  required,
  disabled,
  readonly,
  onChange,
  rawErrors,
  options,
  schema,
}: WidgetProps) {
  return (
    <OptionsSelect
      id={id}
      source={isOptionsSource(options.source) ? options.source : null}
      value={typeof value === 'number' || typeof value === 'string' ? value : null}
      // The empty choice is null where the field may be null (no category), else the field is left out
      // (no branch: the server takes its default), since a bare id cannot be null.
      onChange={(next) => onChange(next ?? (options.emptyLabel && allowsNull(schema) ? null : undefined))}
      emptyLabel={typeof options.emptyLabel === 'string' ? options.emptyLabel : null}
      required={Boolean(required)}
      disabled={Boolean(disabled || readonly)}
      invalid={(rawErrors?.length ?? 0) > 0}
      hasHelp={typeof options.help === 'string'}
    />
  );
}
