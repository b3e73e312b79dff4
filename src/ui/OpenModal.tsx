import { Portal } from '@headlessui/react';
import {
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import type { ModalProps } from './Modal';
import { keepToastsAbove } from './toastRegion';

/** The modal while it is open (Modal.tsx): the dialog, shown as it mounts and closed as it unmounts. */
export function OpenModal({ title, onClose, children, footer, size = 'default' }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // A click closes the modal only if it also began outside the panel: a text selection dragged out of a
  // field ends with a click on the backdrop, and must not close the form.
  const pressedOutside = useRef(false);

  // Before the first paint, so it never shows as a plain box; closed before it leaves the page, so the
  // browser gives the focus back to the opener (removing an open dialog does not). The toasts come inside
  // it first, so they are never out of reach behind it (its focus still goes to its panel, first in order).
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const releaseToasts = keepToastsAbove(element);
    if (!element.open) element.showModal();
    return () => {
      element.close();
      releaseToasts();
    };
  }, []);

  // Escape is the engine's to decide (unsaved changes ask first): the browser would close the dialog by
  // itself, and after a second Escape with no click between, without asking the page.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };
  // Other requests to close (a phone's back gesture) come as `cancel`.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  const outside = (event: MouseEvent<HTMLElement>) => event.target === event.currentTarget;

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onMouseDown={(event) => {
        pressedOutside.current = outside(event);
      }}
      onClick={(event) => {
        if (pressedOutside.current && outside(event)) onClose();
        pressedOutside.current = false;
      }}
      className="m-0 h-full max-h-none w-full max-w-none items-end justify-center overflow-visible border-0 bg-transparent p-0 text-[inherit] backdrop:bg-slate-900/50 open:flex sm:items-center sm:p-4"
    >
      {/* Option lists anchored to a field render inside the dialog: outside it they would be inert. */}
      <Portal.Group target={dialog}>
        <div
          className={`w-full ${size === 'large' ? 'max-w-2xl' : 'max-w-lg'} rounded-t-2xl bg-white shadow-xl sm:rounded-2xl`}
        >
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <h2 id={titleId} className="text-base font-semibold text-slate-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
              aria-label={t('common.close')}
            >
              <Icon name="close" />
            </button>
          </div>
          <div className="max-h-[70vh] overflow-y-auto px-5 py-4">{children}</div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">
              {footer}
            </div>
          )}
        </div>
      </Portal.Group>
    </dialog>
  );
}
