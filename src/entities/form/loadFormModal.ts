type FormModalModule = typeof import('./FormModal');

let loaded: FormModalModule | undefined;

/**
 * The form modal's code (RJSF, the engine's form theme and widgets): one chunk, loaded by the first form
 * opened (LazyFormModal) or, earlier, by a page that has forms once its list's answer is in (usePrefetchForms).
 */
export const loadFormModal = (): Promise<FormModalModule> =>
  import('./FormModal').then((module) => {
    loaded = module;
    return module;
  });

/** The form modal's code if it has already been loaded (and run), so it can render without waiting. */
export const loadedFormModal = (): FormModalModule | undefined => loaded;
