import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';

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

/** A centred dialog (a bottom sheet on phones) that mirrors in right-to-left layouts. */
export function Modal({ open, title, onClose, children, footer, size = 'default' }: ModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center p-0 sm:items-center sm:p-4">
        <DialogPanel
          className={`w-full ${size === 'large' ? 'max-w-2xl' : 'max-w-lg'} rounded-t-2xl bg-white shadow-xl sm:rounded-2xl`}
        >
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <DialogTitle as="h2" className="text-base font-semibold text-slate-900">
              {title}
            </DialogTitle>
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
        </DialogPanel>
      </div>
    </Dialog>
  );
}
