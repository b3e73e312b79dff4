import { type FormEvent, lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { api, isFailure } from '../../api';
import { type SignedOutReason, signedOutReason } from '../../app/signedOutReason';
import { rememberedLocation } from '../../app/signInRedirect';
import { SIGN_IN_FORM_ID, type SignInFields, signInFields, takeEarlySignIn } from '../../earlySignIn';
import { isSignedIn, startSession } from '../../session/sessionStore';
import { deviceTokenFor, rememberDeviceToken } from '../../session/signInDevices';
import { adoptLanguageAfterSignIn } from '../../session/signInLanguage';
import { useSession } from '../../session/useSession';
import { Button } from '../../ui/Button';
import { FormMessage, type Message } from '../../ui/FormMessage';
import { TextField } from '../../ui/TextField';
import { useHydrated } from '../../ui/useHydrated';
import { AuthLayout } from './AuthLayout';

// The recovery modal (and the dialog library under it) loads the first time it is opened.
const ForgotPasswordModal = lazy(() =>
  import('./ForgotPasswordModal').then((m) => ({ default: m.ForgotPasswordModal })),
);

/** The message keys of the reasons the app signs a user out by itself. */
const SIGNED_OUT_TEXT: Record<SignedOutReason, { type: Message['type']; key: string }> = {
  expired: { type: 'info', key: 'signin.sessionExpired' },
  storeInactive: { type: 'error', key: 'signin.storeInactive' },
};

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // Sent here by a session the server ended: say why until the user tries again.
  const signedOut = signedOutReason(location.state);
  const [message, setMessage] = useState<Message | null>(null);
  const shown: Message | null =
    message ??
    (signedOut ? { type: SIGNED_OUT_TEXT[signedOut].type, text: t(SIGNED_OUT_TEXT[signedOut].key) } : null);
  const [busy, setBusy] = useState(false);
  const [recoveryOpen, setRecoveryOpen] = useState(false);
  const [recoveryUsed, setRecoveryUsed] = useState(false);
  const session = useSession();
  const hydrated = useHydrated();
  const destination = rememberedLocation(location.search) ?? '/dashboard';

  async function signIn({ email, password }: SignInFields) {
    if (email.trim() === '' || password === '') {
      setMessage({ type: 'error', text: t('signin.invalidCredentials') });
      return;
    }
    setMessage({ type: 'info', text: t('signin.validating') });
    setBusy(true);
    const device = deviceTokenFor(email);
    const result = await api.call('/login/client', {
      email: email.trim(),
      password,
      ...(device === undefined ? {} : { device }),
    });
    setBusy(false);
    if (isFailure(result)) {
      setMessage({ type: 'error', text: result.m });
      return;
    }
    rememberDeviceToken(email, result.device);
    setMessage(null);
    adoptLanguageAfterSignIn();
    startSession(result.session);
    navigate(destination, { replace: true });
  }

  // What was sent before this code ran (src/earlySignIn.ts) is signed in with as soon as it runs.
  const signInSentEarly = useEffectEvent(() => {
    const early = takeEarlySignIn();
    if (early && !isSignedIn(session)) void signIn(early);
  });
  useEffect(() => signInSentEarly(), []);

  if (isSignedIn(session)) return <Navigate to={destination} replace />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void signIn(signInFields(new FormData(event.currentTarget)));
  }

  return (
    <AuthLayout title={t('signin.title')} subtitle={t('signin.subtitle')}>
      {/* POST: were the inline script that keeps an early submission refused, the browser's own submission
          would still not put the password in the address. */}
      <form id={SIGN_IN_FORM_ID} method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        {/* Read when the form is sent, not kept in state: what was typed before the page's code ran (its
            HTML comes rendered, scripts/vite/prerender.ts) is still there. */}
        <TextField
          label={t('signin.email')}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
        />
        <TextField
          label={t('signin.password')}
          name="password"
          type="password"
          autoComplete="current-password"
        />
        <div className="flex justify-end">
          <button
            type="button"
            disabled={!hydrated}
            onClick={() => {
              setRecoveryUsed(true);
              setRecoveryOpen(true);
            }}
            className="text-sm font-medium text-brand-600 hover:text-brand-800"
          >
            {t('signin.forgotPassword')}
          </button>
        </div>
        {/* In the HTML rendered at build time, shown by the inline script when it keeps a submission sent
            before this code ran (SIGNING_IN_ATTRIBUTE, src/earlySignIn.ts); gone once the page runs and shows its own. */}
        {!hydrated && (
          <div className="hidden [[data-signing-in]_&]:block">
            <FormMessage message={{ type: 'info', text: t('signin.validating') }} />
          </div>
        )}
        <FormMessage message={shown} />
        {/* Enabled before the code runs: the inline script keeps what it sends (and dims it meanwhile). */}
        <Button type="submit" busy={busy} className="w-full [[data-signing-in]_&]:bg-brand-600/60">
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
