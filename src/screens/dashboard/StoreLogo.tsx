import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../api/config';

/** The store's logo, or its initial when it has none or the image cannot be loaded. */
export function StoreLogo({ name, logo }: { name: string; logo: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const src = assetUrl(logo);
  const box = 'size-16 shrink-0 rounded-xl ring-1 ring-slate-200';
  if (src && !failed) {
    return (
      <img
        src={src}
        alt={t('dashboard.store.logo', { name })}
        onError={() => setFailed(true)}
        className={`${box} bg-white object-contain`}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={`${box} flex items-center justify-center bg-brand-50 text-2xl font-semibold text-brand-700`}
    >
      {name.trim().charAt(0).toLocaleUpperCase()}
    </div>
  );
}
