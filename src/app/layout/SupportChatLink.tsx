import { useTranslation } from 'react-i18next';
import type { Entity, Session } from '../../api';
import { Icon } from '../../ui/Icon';

/** The chat app's address for a conversation with a phone number (digits only, with country code). */
export function supportChatUrl(phone: string): string {
  return `https://wa.me/${phone.replace(/[^0-9]/g, '')}`;
}

/**
 * The support phone the floating chat link calls (spec §1): only store owners see the link, and only
 * when the platform has a support phone; null when it is not shown.
 */
export function supportChatPhone(
  session: Session,
  configuration: Entity<'GeneralConfiguration'> | null,
): string | null {
  const phone = configuration?.supportPhone.trim() ?? '';
  if (session.userType !== 'client' || session.storeUserType !== 'owner' || phone === '') return null;
  return phone;
}

/**
 * The support chat link, in the top bar's row: a button floating over the page's corner lay over the
 * controls under it (a section's 'Guardar', rows' menus), so it takes its own place in the bar instead.
 * On narrow screens only its icon shows; its name stays for screen readers.
 */
export function SupportChatLink({ phone }: { phone: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={supportChatUrl(phone)}
      target="_blank"
      rel="noopener noreferrer"
      // White on emerald-700 is 5.5:1 (emerald-500 was 2.5:1).
      className="inline-flex shrink-0 items-center gap-2 rounded-full bg-emerald-700 p-2 text-sm font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 lg:px-3"
    >
      <Icon name="chat" />
      <span className="sr-only lg:not-sr-only">{t('support.chat')}</span>
    </a>
  );
}
