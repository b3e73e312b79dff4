import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, isFailure } from '../../api';
import { isValidEmail } from '../../lib/email';
import { Button } from '../../ui/Button';
import { FormMessage, type Message } from '../../ui/FormMessage';
import { Modal } from '../../ui/Modal';
import { notify } from '../../ui/notifications';
import { TextField } from '../../ui/TextField';

/** Asks for a recovery mail (spec §4): on success it closes and a notice stays until dismissed. */
export function ForgotPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  async function requestRecovery(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!isValidEmail(address)) {
      setMessage({ type: 'error', text: t('forgotPassword.invalidEmail') });
      return;
    }
    setBusy(true);
    setMessage(null);
    const result = await api.call('/login/client/recovery-password', { email: address.toLowerCase() });
    setBusy(false);
    if (isFailure(result)) {
      setMessage({ type: 'error', text: result.m });
      return;
    }
    setMessage(null);
    setEmail('');
    onClose();
    notify({
      kind: 'success',
      title: t('forgotPassword.received'),
      description: t('forgotPassword.receivedDescription'),
      persistent: true,
    });
  }

  return (
    <Modal open={open} onClose={onClose} title={t('forgotPassword.title')}>
      <form onSubmit={requestRecovery} noValidate className="space-y-4">
        <p className="text-sm text-slate-600">{t('forgotPassword.explanation')}</p>
        <TextField
          label={t('forgotPassword.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <FormMessage message={message} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('forgotPassword.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
