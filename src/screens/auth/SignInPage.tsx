import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { api, isFailure } from '../../api';
import { rememberedLocation } from '../../app/signInRedirect';
import { isSignedIn, startSession } from '../../session/sessionStore';
import { adoptLanguageAfterSignIn } from '../../session/signInLanguage';
import { useSession } from '../../session/useSession';
import { Button } from '../../ui/Button';
import { FormMessage, type Message } from '../../ui/FormMessage';
import { TextField } from '../../ui/TextField';
import { AuthLayout } from './AuthLayout';

// The recovery modal (and the dialog library under it) loads the first time it is opened.
const ForgotPasswordModal = lazy(() =>
  import('./ForgotPasswordModal').then((m) => ({ default: m.ForgotPasswordModal })),
);

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const [recoveryOpen, setRecoveryOpen] = useState(false);
  const [recoveryUsed, setRecoveryUsed] = useState(false);
  const session = useSession();
  const destination = rememberedLocation(location.search) ?? '/dashboard';

  if (isSignedIn(session)) return <Navigate to={destination} replace />;

  async function signIn(event: FormEvent) {
    event.preventDefault();
    if (email.trim() === '' || password === '') {
      setMessage({ type: 'error', text: t('signin.invalidCredentials') });
      return;
    }
    setMessage({ type: 'info', text: t('signin.validating') });
    setBusy(true);
    const result = await api.call('/login/client', { email: email.trim(), password });
    setBusy(false);
    if (isFailure(result)) {
      setMessage({ type: 'error', text: result.m });
      return;
    }
    setMessage(null);
    adoptLanguageAfterSignIn();
    startSession(result.session);
    navigate(destination, { replace: true });
  }

  return (
    <AuthLayout title={t('signin.title')} subtitle={t('signin.subtitle')}>
      <form onSubmit={signIn} noValidate className="space-y-4">
        <TextField
          label={t('signin.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t('signin.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="flex justify-end">
          <button
            type="button"
            onClick={() => {
              setRecoveryUsed(true);
              setRecoveryOpen(true);
            }}
            className="text-sm font-medium text-brand-600 hover:text-brand-800"
          >
            {t('signin.forgotPassword')}
          </button>
        </div>
        <FormMessage message={message} />
        <Button type="submit" busy={busy} className="w-full">
          {t('signin.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('signin.noAccount')}{' '}
        <Link to="/registro" className="font-semibold text-brand-600 hover:text-brand-800">
          {t('signin.register')}
        </Link>
      </p>
      {recoveryUsed && (
        <Suspense fallback={null}>
          <ForgotPasswordModal open={recoveryOpen} onClose={() => setRecoveryOpen(false)} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
