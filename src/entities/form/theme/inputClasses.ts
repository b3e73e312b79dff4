/** The look of every text-like control of the engine's forms. */
export function inputClasses(invalid: boolean): string {
  return `block w-full rounded-lg border-0 bg-white px-3 py-2 text-slate-900 shadow-sm ring-1 ring-inset placeholder:text-slate-500 focus:ring-2 focus:ring-inset disabled:bg-slate-50 disabled:text-slate-500 sm:text-sm ${
    invalid ? 'ring-red-400 focus:ring-red-500' : 'ring-field focus:ring-brand-600'
  }`;
}

/** The ids of a field's error and help texts, for aria-describedby. */
export function describedBy(id: string, hasError: boolean, hasHelp: boolean): string | undefined {
  const ids = [hasError ? `${id}__error` : null, hasHelp ? `${id}__help` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
