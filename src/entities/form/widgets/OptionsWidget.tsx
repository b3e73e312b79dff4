import type { WidgetProps } from '@rjsf/utils';
import { OptionsSelect } from './OptionsSelect';
import { isOptionsSource } from './useOptions';

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
}: WidgetProps) {
  return (
    <OptionsSelect
      id={id}
      source={isOptionsSource(options.source) ? options.source : null}
      value={typeof value === 'number' || typeof value === 'string' ? value : null}
      onChange={(next) => onChange(next ?? (options.emptyLabel ? null : undefined))}
      emptyLabel={typeof options.emptyLabel === 'string' ? options.emptyLabel : null}
      required={Boolean(required)}
      disabled={Boolean(disabled || readonly)}
      invalid={(rawErrors?.length ?? 0) > 0}
      hasHelp={typeof options.help === 'string'}
    />
  );
}
