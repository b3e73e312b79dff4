import { lazy, Suspense } from 'react';
import type { FormModalProps } from './FormModal';
import { loadFormModal } from './loadFormModal';

const FormModal = lazy(async () => ({ default: (await loadFormModal()).FormModal }));

/**
 * The form modal with RJSF and the validators in their own chunk: a list page loads without them, and
 * fetches them when idle (usePrefetchForms).
 */
export function LazyFormModal(props: FormModalProps) {
  return (
    <Suspense fallback={null}>
      <FormModal {...props} />
    </Suspense>
  );
}
