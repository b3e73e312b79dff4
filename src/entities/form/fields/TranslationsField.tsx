import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language, languageName } from '../../../i18n/languages';
import { isRow } from '../../data/values';
import { describedBy, inputClasses } from '../theme/inputClasses';
import { useFormContext } from '../useFormContext';

interface Translation {
  languageCode: Language;
  text: string;
}

function textsOf(value: unknown): Partial<Record<Language, string>> {
  const texts: Partial<Record<Language, string>> = {};
  if (!Array.isArray(value)) return texts;
  for (const item of value) {
    if (isRow(item) && isLanguage(item.languageCode) && typeof item.text === 'string')
      texts[item.languageCode] = item.text;
  }
  return texts;
}

/** The messages about each item of the list, by the item's language (a text too long). */
function itemErrors(
  errorSchema: ErrorSchema | undefined,
  value: unknown,
): Partial<Record<Language, string[]>> {
  const byLanguage: Partial<Record<Language, string[]>> = {};
  if (!errorSchema || !Array.isArray(value)) return byLanguage;
  for (const [key, item] of Object.entries(errorSchema)) {
    if (!/^\d+$/.test(key) || !isRow(item)) continue;
    const language = (value[Number(key)] as { languageCode?: unknown } | undefined)?.languageCode;
    if (!isLanguage(language)) continue;
    const messages = Object.values(item).flatMap((part) =>
      isRow(part) && Array.isArray(part.__errors) ? part.__errors.map(String) : [],
    );
    const own = Array.isArray(item.__errors) ? item.__errors.map(String) : [];
    byLanguage[language] = [...(byLanguage[language] ?? []), ...own, ...messages];
  }
  return byLanguage;
}

/**
 * A name in every language of the product, one input each, Spanish first (it is the name shown in
 * Spanish, spec §3); languages left empty are not sent. Where the row also has a plain name (a store
 * type's), the Spanish input is that name: one text, sent as both, so the two can never disagree.
 * Each message shows under the input it is about; what the field misses as a whole (its required
 * language) under that language's input.
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
  errorSchema,
  uiSchema,
}: FieldProps) {
  const { t } = useTranslation();
  const { data, patch, errorsOf } = useFormContext();
  const options = getUiOptions(uiSchema);
  const nameField = typeof options.nameField === 'string' ? options.nameField : null;
  const required = isLanguage(options.requiredLanguage) ? options.requiredLanguage : null;
  const texts = textsOf(formData);
  if (nameField && typeof data[nameField] === 'string') texts.es = data[nameField];
  const id = fieldPathId.$id;
  const nested = itemErrors(errorSchema, formData);
  const general = [...new Set([...(rawErrors ?? []), ...(nameField ? errorsOf(nameField) : [])])];
  const errorsAt = (language: Language) => [
    ...new Set([...(language === (required ?? 'es') ? general : []), ...(nested[language] ?? [])]),
  ];

  function change(language: Language, text: string) {
    const next = { ...texts, [language]: text };
    // Kept as typed (trimming each keystroke would swallow the space between two words); a language
    // left blank is not sent, and the server trims the rest.
    const list: Translation[] = LANGUAGES.flatMap((code) => {
      const value = next[code] ?? '';
      return value.trim() ? [{ languageCode: code, text: value }] : [];
    });
    // An emptied name is no name (required), not an empty one (too short).
    if (nameField) patch({ [fieldPathId.path[0] ?? name]: list, [nameField]: next.es || undefined });
    else onChange(list, fieldPathId.path);
  }
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-2 text-sm font-medium text-slate-700">
        {t(typeof schema.title === 'string' ? schema.title : name)}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {LANGUAGES.map((language) => {
          const inputId = `${id}_${language}`;
          const errors = errorsAt(language);
          return (
            <div key={language}>
              <label htmlFor={inputId} className="mb-1 block text-xs font-medium text-slate-600">
                {languageName(language)}
                {language === required && (
                  <span className="text-red-600" aria-hidden="true">
                    {' '}
                    *
                  </span>
                )}
              </label>
              <input
                id={inputId}
                lang={language}
                value={texts[language] ?? ''}
                required={language === required}
                disabled={disabled || readonly}
                aria-invalid={errors.length > 0 || undefined}
                aria-describedby={describedBy(inputId, errors.length > 0, false)}
                onChange={(event) => change(language, event.target.value)}
                className={inputClasses(errors.length > 0)}
              />
              {errors.length > 0 && (
                <p id={`${inputId}__error`} className="mt-1 text-xs text-red-600">
                  {errors.join(' ')}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
