import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';

export interface DeleteConfirmModalProps {
  open: boolean;
  title: string;
  text: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before deleting; the confirm button says what it does and shows progress. */
export function DeleteConfirmModal({ open, title, text, busy, onConfirm, onClose }: DeleteConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      onClose={busy ? () => undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('engine.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={busy}>
            {t('engine.delete')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">{text}</p>
    </Modal>
  );
}
