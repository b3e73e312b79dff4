import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import type { LeaveRequest } from '../../ui/unsavedChanges';

/** The question before unsaved changes are lost: stay (the default, and Escape) or leave without saving. */
export default function LeavePrompt({ request }: { request: LeaveRequest }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('unsaved.title')}
      onClose={() => request.answer(false)}
      footer={
        <>
          <Button variant="danger" onClick={() => request.answer(true)}>
            {t('unsaved.leave')}
          </Button>
          <Button variant="primary" onClick={() => request.answer(false)}>
            {t('unsaved.stay')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">{t('unsaved.body')}</p>
    </Modal>
  );
}
