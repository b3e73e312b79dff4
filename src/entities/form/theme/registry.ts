/**
 * The engine's RJSF theme: our templates, and a widget or field per name a descriptor can use
 * (src/entities/descriptor.ts WidgetName). The generator writes these names into the ui schemas.
 */
import type { FormProps } from '@rjsf/core';
import type { FieldProps, RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { createElement } from 'react';
import { IdsFileField } from '../fields/IdsFileField';
import { LinesField } from '../fields/LinesField';
import { OptionsObjectField } from '../fields/OptionsObjectField';
import { TranslationsField } from '../fields/TranslationsField';
import { ColorWidget } from '../widgets/ColorWidget';
import { CustomerWidget } from '../widgets/CustomerWidget';
import { HiddenWidget } from '../widgets/HiddenWidget';
import { ImageWidget } from '../widgets/ImageWidget';
import { DateWidget, EmailWidget, PasswordWidget, TextWidget } from '../widgets/inputTypeWidgets';
import { MapPointWidget } from '../widgets/MapPointWidget';
import { MoneyWidget, NumberWidget, PointsWidget } from '../widgets/NumberWidget';
import { OptionsWidget } from '../widgets/OptionsWidget';
import { SelectWidget } from '../widgets/SelectWidget';
import { SwitchWidget } from '../widgets/SwitchWidget';
import { TextareaWidget } from '../widgets/TextareaWidget';
import { TimeWidget } from '../widgets/TimeWidget';
import { TimeZoneWidget } from '../widgets/TimeZoneWidget';
import { ArrayFieldItemTemplate } from './ArrayFieldItemTemplate';
import { ArrayFieldTemplate } from './ArrayFieldTemplate';
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
  customer: CustomerWidget,
  timeZone: TimeZoneWidget,
  mapPoint: MapPointWidget,
  hidden: HiddenWidget,
};

/**
 * Numbers go straight to their widget, which reads them in the user's language (NumberWidget). RJSF's
 * own number field re-reads the text in JavaScript's format and drops a trailing decimal mark, which
 * turned '-0,' into '-0' and so '-0,3763' into -3763.
 */
function NumberField(props: FieldProps) {
  const { StringField } = props.registry.fields;
  return StringField ? createElement(StringField, props) : null;
}

export const fields: RegistryFieldsType = {
  NumberField,
  translations: TranslationsField,
  optionsObject: OptionsObjectField,
  lines: LinesField,
  idsFile: IdsFileField,
};

export const templates: FormProps['templates'] = {
  FieldTemplate,
  ObjectFieldTemplate,
  BaseInputTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  // Errors show beside their fields; the form's message says to look at them.
  ErrorListTemplate: Nothing,
  ButtonTemplates: { SubmitButton: Nothing },
};
