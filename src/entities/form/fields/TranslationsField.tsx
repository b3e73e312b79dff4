import type { FieldProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, languageName } from '../../../i18n/languages';
import { isRow } from '../../data/values';
import { inputClasses } from '../theme/inputClasses';

interface Translation {
  languageCode: Language;
  text: string;
}

function textsOf(value: unknown): Partial<Record<Language, string>> {
  const texts: Partial<Record<Language, string>> = {};
  if (!Array.isArray(value)) return texts;
  for (const item of value) {
    if (isRow(item) && typeof item.languageCode === 'string' && typeof item.text === 'string')
      texts[item.languageCode as Language] = item.text;
  }
  return texts;
}

/**
 * A name in every language of the product, one input each (Spanish first: it is the name shown in
 * Spanish, spec §3); languages left empty are not sent.
 */
export function TranslationsField({
  fieldPathId,
  formData,
  onChange,
  schema,
  name,
  disabled,
  readonly,
  rawErrors,
}: FieldProps) {
  const { t } = useTranslation();
  const texts = textsOf(formData);
  const id = fieldPathId.$id;
  const errors = [...new Set(rawErrors ?? [])];
  function change(language: Language, text: string) {
    const next = { ...texts, [language]: text };
    const list: Translation[] = LANGUAGES.flatMap((code) => {
      const value = next[code]?.trim();
      return value ? [{ languageCode: code, text: value }] : [];
    });
    onChange(list, fieldPathId.path);
  }
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-2 text-sm font-medium text-slate-700">
        {t(typeof schema.title === 'string' ? schema.title : name)}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {LANGUAGES.map((language) => (
          <div key={language}>
            <label htmlFor={`${id}_${language}`} className="mb-1 block text-xs font-medium text-slate-600">
              {languageName(language)}
              {language === 'es' && (
                <span className="text-red-600" aria-hidden="true">
                  {' '}
                  *
                </span>
              )}
            </label>
            <input
              id={`${id}_${language}`}
              lang={language}
              value={texts[language] ?? ''}
              required={language === 'es'}
              disabled={disabled || readonly}
              onChange={(event) => change(language, event.target.value)}
              className={inputClasses(errors.length > 0 && language === 'es')}
            />
          </div>
        ))}
      </div>
      {errors.length > 0 && (
        <p id={`${id}__error`} className="mt-1 text-xs text-red-600">
          {errors.join(' ')}
        </p>
      )}
    </fieldset>
  );
}
