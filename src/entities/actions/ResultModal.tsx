import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { isRow } from '../data/values';

/** What an action answered that the user must see: a secret shown once (with copy), or details. */
export function ResultModal({
  title,
  value,
  secret,
  onClose,
}: {
  title: string;
  value: unknown;
  secret: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const text = typeof value === 'string' ? value : null;
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('engine.accept')}</Button>}
    >
      {secret && text !== null ? (
        <div className="space-y-3">
          <p className="text-sm text-amber-800">{t('engine.secretOnce')}</p>
          <div className="flex items-center gap-2">
            <code className="min-w-0 flex-1 break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm text-slate-900">
              {text}
            </code>
            <Button
              variant="secondary"
              onClick={() => {
                void navigator.clipboard?.writeText(text).then(() => setCopied(true));
              }}
            >
              {copied ? t('engine.copied') : t('engine.copy')}
            </Button>
          </div>
        </div>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {isRow(value)
            ? Object.entries(value).map(([key, item]) => (
                <div key={key} className="contents">
                  <dt className="text-slate-500">{key}</dt>
                  <dd className="text-slate-900">
                    {typeof item === 'object' ? JSON.stringify(item) : String(item)}
                  </dd>
                </div>
              ))
            : String(value)}
        </dl>
      )}
    </Modal>
  );
}
