import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import type { ExportProgress } from './exportListCsv';

/** A long export's progress: rows written of the view's total, and a way to stop it. */
export function ExportProgressModal({
  title,
  progress,
  onCancel,
}: {
  title: string;
  progress: ExportProgress;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const percent = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const label = t('engine.export.progress', { done: progress.done, total: progress.total });
  return (
    <Modal
      open
      title={t('engine.export.title', { list: title })}
      onClose={onCancel}
      footer={
        <Button variant="secondary" onClick={onCancel}>
          {t('engine.cancel')}
        </Button>
      }
    >
      <div className="space-y-2">
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <p className="text-sm text-slate-700" aria-live="polite">
          {label}
        </p>
      </div>
    </Modal>
  );
}
