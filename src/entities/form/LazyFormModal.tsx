import { lazy, Suspense } from 'react';
import type { FormModalProps } from './FormModal';

const FormModal = lazy(async () => ({ default: (await import('./FormModal')).FormModal }));

/** The form modal with RJSF and the validators in their own chunk: a list page loads without them. */
export function LazyFormModal(props: FormModalProps) {
  return (
    <Suspense fallback={null}>
      <FormModal {...props} />
    </Suspense>
  );
}
