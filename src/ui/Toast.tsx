import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from './Icon';
import { type AppNotification, dismissNotification } from './notifications';

/** How long a notification stays unless it is persistent. */
export const TOAST_DURATION_MS = 5000;

const KIND_STYLES: Record<
  AppNotification['kind'],
  { ring: string; icon: 'check' | 'alert' | 'bell'; tone: string }
> = {
  success: { ring: 'ring-emerald-200', icon: 'check', tone: 'text-emerald-600' },
  error: { ring: 'ring-red-200', icon: 'alert', tone: 'text-red-600' },
  info: { ring: 'ring-sky-200', icon: 'bell', tone: 'text-sky-600' },
};

/** One notification: its icon, title and text, a close button; it leaves by itself unless persistent. */
export function Toast({ notification }: { notification: AppNotification }) {
  const { t } = useTranslation();
  const style = KIND_STYLES[notification.kind];
  useEffect(() => {
    if (notification.persistent) return;
    const timer = window.setTimeout(() => dismissNotification(notification.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [notification]);
  return (
    <div
      role={notification.kind === 'error' ? 'alert' : 'status'}
      className={`pointer-events-auto flex w-full gap-3 rounded-xl bg-white p-4 shadow-lg ring-1 ${style.ring}`}
    >
      <Icon name={style.icon} className={`mt-0.5 shrink-0 ${style.tone}`} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900">{notification.title}</p>
        {notification.description && (
          <p className="mt-1 text-sm text-slate-600">{notification.description}</p>
        )}
        {notification.link && (
          <Link
            to={notification.link.to}
            onClick={() => dismissNotification(notification.id)}
            className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
          >
            {notification.link.label}
          </Link>
        )}
      </div>
      <button
        type="button"
        onClick={() => dismissNotification(notification.id)}
        className="shrink-0 self-start rounded-md p-1 text-slate-500 hover:text-slate-700"
        aria-label={t('common.close')}
      >
        <Icon name="close" width={16} height={16} />
      </button>
    </div>
  );
}
