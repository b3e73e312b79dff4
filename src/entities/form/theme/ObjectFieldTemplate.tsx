import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

interface Section {
  id: string;
  title: string;
  fields: string[];
}

function isSections(value: unknown): value is Section[] {
  return Array.isArray(value) && value.every((s) => typeof s === 'object' && s !== null && 'fields' in s);
}

/** A form's fields in a two-column grid on wide screens, grouped under the descriptor's section headings. */
export function ObjectFieldTemplate({ properties, uiSchema }: ObjectFieldTemplateProps) {
  const { t } = useTranslation();
  const sections = getUiOptions(uiSchema).sections;
  const byName = new Map(properties.map((property) => [property.name, property]));
  const grid = 'grid gap-4 sm:grid-cols-2';
  if (!isSections(sections)) {
    return <div className={grid}>{properties.map((property) => property.content)}</div>;
  }
  return (
    <div className="space-y-6">
      {sections.map((section) => (
        <fieldset key={section.id} className="space-y-3">
          <legend className="text-sm font-semibold text-slate-900">{t(section.title)}</legend>
          <div className={grid}>{section.fields.map((name) => byName.get(name)?.content)}</div>
        </fieldset>
      ))}
    </div>
  );
}
