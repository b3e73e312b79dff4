/**
 * The engine's RJSF theme: our templates, and a widget or field per name a descriptor can use
 * (src/entities/descriptor.ts WidgetName). The generator writes these names into the ui schemas.
 */
import type { FormProps } from '@rjsf/core';
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { LinesField } from '../fields/LinesField';
import { OptionsObjectField } from '../fields/OptionsObjectField';
import { TranslationsField } from '../fields/TranslationsField';
import { ColorWidget } from '../widgets/ColorWidget';
import { HiddenWidget } from '../widgets/HiddenWidget';
import { ImageWidget } from '../widgets/ImageWidget';
import {
  DateWidget,
  EmailWidget,
  NumberWidget,
  PasswordWidget,
  PointsWidget,
  TextWidget,
  TimeWidget,
} from '../widgets/inputTypeWidgets';
import { MoneyWidget } from '../widgets/MoneyWidget';
import { OptionsWidget } from '../widgets/OptionsWidget';
import { SelectWidget } from '../widgets/SelectWidget';
import { SwitchWidget } from '../widgets/SwitchWidget';
import { TextareaWidget } from '../widgets/TextareaWidget';
import { BaseInputTemplate } from './BaseInputTemplate';
import { FieldTemplate } from './FieldTemplate';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';

function Nothing() {
  return null;
}

export const widgets: RegistryWidgetsType = {
  text: TextWidget,
  TextWidget,
  password: PasswordWidget,
  email: EmailWidget,
  number: NumberWidget,
  points: PointsWidget,
  money: MoneyWidget,
  textarea: TextareaWidget,
  switch: SwitchWidget,
  CheckboxWidget: SwitchWidget,
  select: SelectWidget,
  SelectWidget,
  date: DateWidget,
  time: TimeWidget,
  color: ColorWidget,
  image: ImageWidget,
  options: OptionsWidget,
  hidden: HiddenWidget,
};

export const fields: RegistryFieldsType = {
  translations: TranslationsField,
  optionsObject: OptionsObjectField,
  lines: LinesField,
};

export const templates: FormProps['templates'] = {
  FieldTemplate,
  ObjectFieldTemplate,
  BaseInputTemplate,
  // Errors show beside their fields; the form's message says to look at them.
  ErrorListTemplate: Nothing,
  ButtonTemplates: { SubmitButton: Nothing },
};
