/**
 * A message with its key: what the server says (`m`, Spanish) and how a client says it in the user's
 * language (`k`, the message's path in the catalogue of src/server/messages.ts, and `v`, the values its
 * text names). The client's catalogues translate the same keys (src/i18n/locales/server/), so a refusal
 * reads in English, Chinese, French or Italian without the server knowing the user's language.
 */

/** A value a message names: a text or number as is, or another message (a type's name) to translate. */
export type MessageValue = string | number | Said;
export type MessageValues = { readonly [name: string]: MessageValue };

export interface Said {
  readonly m: string;
  readonly k: string;
  readonly v?: MessageValues;
}

/** A message with values: called with them by name, it answers the Spanish text with its key. */
export interface Template<V extends MessageValues> {
  (values: V): Said;
  /** The message's path in the catalogue, set when the catalogue is built (keyed). */
  key: string;
}

export function said<V extends MessageValues>(text: (values: V) => string): Template<V> {
  const template = Object.assign((values: V): Said => ({ m: text(values), k: template.key, v: values }), {
    key: '',
  });
  return template;
}

export function isTemplate(value: unknown): value is Template<MessageValues> {
  return typeof value === 'function' && 'key' in value;
}

/**
 * Names each template after its path (`validation.tooShort`) and indexes every plain text by its path,
 * so a handler that throws `messages.notFound.customer` answers its key too without saying it.
 */
export function keyed<T extends object>(
  catalogue: T,
  /** Paths of texts that are never an answer (mails, the console): no key, so no client translates them. */
  notAnswers: readonly string[],
): { catalogue: T; keyOf: (text: string) => string | undefined } {
  const keys = new Map<string, string>();
  const walk = (node: unknown, path: string) => {
    if (notAnswers.includes(path)) return;
    if (typeof node === 'string') {
      if (!keys.has(node)) keys.set(node, path);
    } else if (isTemplate(node)) node.key = path;
    else if (typeof node === 'object' && node !== null)
      for (const [name, child] of Object.entries(node)) walk(child, path ? `${path}.${name}` : name);
  };
  walk(catalogue, '');
  return { catalogue, keyOf: (text) => keys.get(text) };
}
