import type { WidgetProps } from '@rjsf/utils';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, isFailure, type UploadModelType } from '../../../api';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { describedBy } from '../theme/inputClasses';

/** What the server accepts (general/upload-file): checked here first so the user hears at once. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** An image field: choose a file, it uploads at once and the field holds its address; a preview shows it. */
export function ImageWidget({
  id,
  value,
  disabled,
  readonly,
  onChange,
  options,
  label,
  rawErrors,
}: WidgetProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const url = typeof value === 'string' ? value : '';
  const invalid = (rawErrors?.length ?? 0) > 0;

  async function upload(file: File) {
    setError(null);
    if (!IMAGE_TYPES.includes(file.type)) return setError(t('engine.image.wrongType'));
    if (file.size > MAX_IMAGE_BYTES) return setError(t('engine.image.tooLarge'));
    setBusy(true);
    const result = await api.upload(options.upload as UploadModelType, file);
    setBusy(false);
    if (isFailure(result)) return setError(t('engine.image.failed', { message: result.m }));
    onChange(result.file.url);
  }

  return (
    <div className="flex items-center gap-4 rounded-lg p-1">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
        {url ? (
          <img src={url} alt={t('engine.image.preview')} className="size-full object-cover" />
        ) : (
          <Icon name="image" className="text-slate-400" />
        )}
      </div>
      <div className="min-w-0 space-y-2">
        <input
          ref={input}
          id={id}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="sr-only"
          disabled={disabled || readonly || busy}
          aria-label={t(label)}
          aria-invalid={invalid || undefined}
          aria-describedby={[describedBy(id, invalid, typeof options.help === 'string'), statusId]
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            busy={busy}
            disabled={disabled || readonly}
            onClick={() => input.current?.click()}
          >
            <Icon name="upload" width={16} height={16} />
            {url ? t('engine.image.change') : t('engine.image.choose')}
          </Button>
          {url && (
            <Button variant="ghost" disabled={disabled || readonly || busy} onClick={() => onChange('')}>
              {t('engine.image.remove')}
            </Button>
          )}
        </div>
        <p
          id={statusId}
          role={error ? 'alert' : 'status'}
          className={`text-xs ${error ? 'text-red-600' : 'text-slate-500'}`}
        >
          {error ?? (busy ? t('engine.image.uploading') : '')}
        </p>
      </div>
    </div>
  );
}
