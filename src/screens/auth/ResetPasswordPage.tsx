import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { api, isFailure } from '../../api';
import { PASSWORD_MIN_LENGTH } from '../../lib/password';
import { Button, buttonClasses } from '../../ui/Button';
import { FormMessage, type Message } from '../../ui/FormMessage';
import { TextField } from '../../ui/TextField';
import { AuthLayout } from './AuthLayout';

/** Sets a new password from the link of a recovery mail: /resetpassword?token=… */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [message, setMessage] = useState<Message | null>(
    token ? null : { type: 'error', text: t('resetPassword.missingToken') },
  );
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function resetPassword(event: FormEvent) {
    event.preventDefault();
    if (password === '' && confirmation === '') {
      setMessage({ type: 'error', text: t('resetPassword.empty') });
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH) {
      setMessage({ type: 'error', text: t('resetPassword.tooShort', { min: PASSWORD_MIN_LENGTH }) });
      return;
    }
    if (password !== confirmation) {
      setMessage({ type: 'error', text: t('resetPassword.mismatch') });
      return;
    }
    if (!token) {
      setMessage({ type: 'error', text: t('resetPassword.missingToken') });
      return;
    }
    setBusy(true);
    setMessage(null);
    const result = await api.call('/general/process-password-recovery', { password, token });
    setBusy(false);
    if (isFailure(result)) {
      setMessage({ type: 'error', text: result.m });
      return;
    }
    setDone(true);
    setMessage({ type: 'success', text: t('resetPassword.changed') });
  }

  return (
    <AuthLayout title={t('resetPassword.title')} subtitle={done ? undefined : t('resetPassword.subtitle')}>
      {done ? (
        <div className="space-y-4">
          <FormMessage message={message} />
          <Link to="/signin" className={`${buttonClasses('primary')} w-full`}>
            {t('resetPassword.goToSignIn')}
          </Link>
        </div>
      ) : (
        <form onSubmit={resetPassword} noValidate className="space-y-4">
          <TextField
            label={t('resetPassword.password')}
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            hint={t('resetPassword.hint', { min: PASSWORD_MIN_LENGTH })}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label={t('resetPassword.confirmation')}
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
          <FormMessage message={message} />
          <Button type="submit" busy={busy} className="w-full">
            {t('resetPassword.submit')}
          </Button>
          <p className="text-center text-sm">
            <Link to="/signin" className="font-medium text-brand-600 hover:text-brand-800">
              {t('resetPassword.backToSignIn')}
            </Link>
          </p>
        </form>
      )}
    </AuthLayout>
  );
}
