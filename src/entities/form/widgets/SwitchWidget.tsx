import { Field, Label, Switch } from '@headlessui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/** A boolean as a switch with its label beside it. */
export function SwitchWidget({ id, value, disabled, readonly, label, onChange, options }: WidgetProps) {
  const { t } = useTranslation();
  const checked = value === true;
  return (
    <Field className="flex items-center justify-between gap-3 rounded-lg px-1 py-1.5">
      <Label className="text-sm font-medium text-slate-700">{t(label)}</Label>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled || readonly}
        onChange={(next) => onChange(next)}
        aria-describedby={typeof options.help === 'string' ? `${id}__help` : undefined}
        className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-field transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-checked:bg-brand-600 data-disabled:cursor-not-allowed data-disabled:opacity-50"
      >
        <span
          aria-hidden="true"
          className="pointer-events-none inline-block size-5 translate-x-0.5 translate-y-0.5 rounded-full bg-white shadow transition group-data-checked:translate-x-5.5 rtl:-translate-x-0.5 rtl:group-data-checked:-translate-x-5.5"
        />
      </Switch>
    </Field>
  );
}
