import type { ReactNode } from 'react';
import { OpenModal } from './OpenModal';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the foot of the modal. */
  footer?: ReactNode;
  /** 'large' for forms with many fields. */
  size?: 'default' | 'large';
}

/**
 * A centred dialog (a bottom sheet on phones) that mirrors in right-to-left layouts. The browser's own
 * modal `<dialog>`: `showModal()` puts it in the top layer, makes the rest of the page inert, keeps the
 * focus inside and gives it back to the opener on `close()`, with no script walking the page (a
 * script-made modal restyled the whole list page on open, ~230 ms on a phone's CPU).
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return <OpenModal {...props} />;
}
