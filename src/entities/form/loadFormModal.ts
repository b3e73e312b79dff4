/**
 * The form modal's code (RJSF, the engine's form theme and widgets): one chunk, loaded by the first form
 * opened (LazyFormModal) or, earlier, by a page that has forms once it is idle (usePrefetchForms).
 */
export const loadFormModal = () => import('./FormModal');
