/**
 * The server's messages in the user's language. A failure carries its message's key and values beside
 * the server's Spanish `m` (the contract's ErrorEnvelope); the catalogues of locales/server/ translate
 * every key the server can answer (src/server/messages.ts), under `serverMessages`, and the base
 * catalogues translate the client's own failures (`serverMessages.client.*`: no network, a proxy's
 * error page), so those read right even when nothing more can be downloaded.
 */
import type { ApiFailure } from '../contract/types';
import { currentLanguage, i18n } from './i18n';
import type { Language } from './languages';
import type { CatalogueTree } from './mergeCatalogues';

/** The root of the server's messages in every catalogue. */
export const SERVER_MESSAGES = 'serverMessages';

const LOADERS: Record<Language, () => Promise<{ default: CatalogueTree }>> = {
  es: () => import('./locales/server/es.json'),
  en: () => import('./locales/server/en.json'),
  zh: () => import('./locales/server/zh.json'),
  fr: () => import('./locales/server/fr.json'),
  it: () => import('./locales/server/it.json'),
};

const loaded = new Set<Language>();

/**
 * Loads the server's messages of a language once (a chunk of its own, fetched with the first failure).
 * When it cannot be fetched (offline) the failure shows the server's own text.
 */
export async function loadServerMessages(language: Language = currentLanguage()): Promise<void> {
  if (loaded.has(language)) return;
  try {
    const tree = (await LOADERS[language]()).default;
    i18n.addResourceBundle(language, 'translation', { [SERVER_MESSAGES]: tree }, true, false);
    loaded.add(language);
  } catch {
    // Offline or a new deployment: `m` is shown, and the next failure tries again.
  }
}

type Values = NonNullable<ApiFailure['v']>;
type Value = Values[string];

/** A field's label in the form the user sees, when the caller knows it. */
export type FieldLabel = (field: string) => string | undefined;

/**
 * A field as the user knows it: the form's label, else the engine's common label for that name
 * (`fields.storeId`: 'Negocio'), else the name the request used.
 */
function fieldName(field: string, labelOf: FieldLabel | undefined): string {
  const label = labelOf?.(field);
  if (label) return label;
  return i18n.exists(`fields.${field}`) ? i18n.t(`fields.${field}`) : field;
}

function valueText(name: string, value: Value, labelOf: FieldLabel | undefined, language: string): string {
  if (typeof value === 'number') return new Intl.NumberFormat(language).format(value);
  if (typeof value === 'string') return name === 'field' ? fieldName(value, labelOf) : value;
  return messageText({ m: '', ...value }, labelOf) ?? '';
}

function messageText(
  message: { m: string; k?: string | undefined; v?: Values | undefined },
  labelOf: FieldLabel | undefined,
): string | undefined {
  const key = `${SERVER_MESSAGES}.${message.k}`;
  if (!message.k || !i18n.exists(key)) return undefined;
  const language = i18n.language;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.v ?? {}))
    values[name] = valueText(name, value, labelOf, language);
  return i18n.t(key, values);
}

/**
 * What a failure says in the user's language: the catalogue's text for its key, with its values (a
 * field named by its label, numbers in the language's format), or the server's `m` when the key has no
 * text here (a newer server). Synchronous: the messages are loaded when the failure arrives.
 */
export function failureText(failure: Pick<ApiFailure, 'm' | 'k' | 'v'>, labelOf?: FieldLabel): string {
  return messageText(failure, labelOf) ?? failure.m;
}

/** The client's `describe`: loads the language's server messages, then says the failure in it. */
export async function describeFailure(failure: ApiFailure): Promise<string> {
  if (failure.k && !failure.k.startsWith('client.')) await loadServerMessages();
  return failureText(failure);
}
