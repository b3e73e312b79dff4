import type { WidgetProps } from '@rjsf/utils';
import { BaseInputTemplate } from '../theme/BaseInputTemplate';

/** The plain inputs, each a BaseInputTemplate of its HTML type. */
function inputOf(type: string, extra: Partial<WidgetProps['options']> = {}) {
  return function InputWidget(props: WidgetProps) {
    return <BaseInputTemplate {...props} type={type} options={{ ...props.options, ...extra }} />;
  };
}

export const TextWidget = inputOf('text');
export const PasswordWidget = inputOf('password');
export const EmailWidget = inputOf('email');
export const DateWidget = inputOf('date');
