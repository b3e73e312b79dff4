import { lazy, Suspense, useState } from 'react';
import type { FormModalProps } from './FormModal';
import { loadedFormModal, loadFormModal } from './loadFormModal';

const FormModal = lazy(async () => ({ default: (await loadFormModal()).FormModal }));

/**
 * The form modal with RJSF and the validators in their own chunk: a list page loads without them, and
 * fetches them once its list's answer is in (usePrefetchForms). Once they are loaded the modal renders with the click that
 * opens it: through `lazy` it would suspend for a turn and React then holds the revealed form back for up
 * to 300 ms (its throttle of Suspense reveals), which was most of a first form's opening on a phone.
 */
export function LazyFormModal(props: FormModalProps) {
  // Chosen once: switching from the lazy tree to the loaded one would remount the form and lose the typing.
  const [Loaded] = useState(() => loadedFormModal()?.FormModal);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <FormModal {...props} />
    </Suspense>
  );
}
