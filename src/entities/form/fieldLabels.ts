import type { FieldLabel } from '../../i18n/serverMessages';
import type { FormDefinition } from '../resource';

/**
 * How a form names its fields to the user: a server refusal naming 'storeId' or 'password' reads with
 * the label the form shows beside it (its schema's `title`, a catalogue key), in the user's language.
 * A nested field ('location.id', 'translations[0].name') is named by the form's field that holds it.
 */
export function fieldLabels(definition: FormDefinition | undefined, t: (key: string) => string): FieldLabel {
  const properties = (definition?.schema.properties ?? {}) as Record<string, { title?: unknown }>;
  return (field) => {
    const name = field.split(/[.[]/)[0] ?? field;
    const title = properties[name]?.title;
    return typeof title === 'string' ? t(title) : undefined;
  };
}
