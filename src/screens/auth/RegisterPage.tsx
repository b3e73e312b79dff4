import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { api, type Entity, isFailure } from '../../api';
import { currentLanguage } from '../../i18n/i18n';
import { PASSWORD_MIN_LENGTH } from '../../lib/password';
import { translatedName } from '../../lib/translatedName';
import { startSession } from '../../session/sessionStore';
import { Button } from '../../ui/Button';
import { FormMessage, type Message } from '../../ui/FormMessage';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { AuthLayout } from './AuthLayout';
import {
  EMPTY_REGISTRATION,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationValues,
  validateRegistration,
} from './registration';

interface Catalogues {
  storeTypes: Entity<'StoreType'>[];
  countries: Entity<'Country'>[];
}

/** A new store owner registers the store and signs in ('/registro'). */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<RegistrationValues>(EMPTY_REGISTRATION);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const [catalogues, setCatalogues] = useState<Catalogues>({ storeTypes: [], countries: [] });

  useEffect(() => {
    let cancelled = false;
    Promise.all([api.call('/general/get-store-types', {}), api.call('/general/get-countries', {})]).then(
      ([storeTypes, countries]) => {
        if (cancelled) return;
        if (isFailure(storeTypes) || isFailure(countries)) {
          setMessage({ type: 'error', text: isFailure(storeTypes) ? storeTypes.m : countries.m });
          return;
        }
        setCatalogues({ storeTypes: storeTypes.storetypes, countries: countries.countries });
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  function field(name: RegistrationField) {
    return {
      value: values[name],
      // The password's length comes from the contract's rule (PASSWORD_MIN_LENGTH), not the text.
      error: errors[name] ? t(errors[name], { min: PASSWORD_MIN_LENGTH }) : undefined,
      onChange: (event: { target: { value: string } }) =>
        setValues({ ...values, [name]: event.target.value }),
    };
  }

  async function register(event: FormEvent) {
    event.preventDefault();
    const found = validateRegistration(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage({ type: 'error', text: t('register.fixErrors') });
      return;
    }
    setBusy(true);
    setMessage({ type: 'info', text: t('register.creating') });
    const result = await api.call('/login/client/register', {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim().toLowerCase(),
      password: values.password,
      storeName: values.storeName.trim(),
      storeTypeId: Number(values.storeTypeId),
      countryId: Number(values.countryId),
      phone: values.phone.trim(),
    });
    setBusy(false);
    if (isFailure(result)) {
      setMessage({ type: 'error', text: result.m });
      return;
    }
    startSession(result.session);
    navigate('/dashboard', { replace: true });
  }

  return (
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')}>
      <form onSubmit={register} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('register.firstName')} autoComplete="given-name" {...field('first_name')} />
          <TextField label={t('register.lastName')} autoComplete="family-name" {...field('last_name')} />
        </div>
        <TextField
          label={t('register.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...field('email')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('register.password')}
            type="password"
            autoComplete="new-password"
            hint={t('validation.passwordLength', { min: PASSWORD_MIN_LENGTH })}
            {...field('password')}
          />
          <TextField
            label={t('register.confirmation')}
            type="password"
            autoComplete="new-password"
            {...field('confirmation')}
          />
        </div>
        <TextField label={t('register.storeName')} autoComplete="organization" {...field('storeName')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('register.storeType')}
            placeholder={t('common.choose')}
            options={catalogues.storeTypes.map((type) => ({
              value: String(type.id),
              label: translatedName(type, currentLanguage()),
            }))}
            {...field('storeTypeId')}
          />
          <SelectField
            label={t('register.country')}
            placeholder={t('common.choose')}
            options={catalogues.countries.map((country) => ({
              value: String(country.id),
              label: country.name,
            }))}
            {...field('countryId')}
          />
        </div>
        <TextField label={t('register.phone')} type="tel" autoComplete="tel" {...field('phone')} />
        <FormMessage message={message} />
        <Button type="submit" busy={busy} className="w-full">
          {t('register.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('register.haveAccount')}{' '}
        <Link to="/signin" className="font-semibold text-brand-600 hover:text-brand-800">
          {t('register.signIn')}
        </Link>
      </p>
    </AuthLayout>
  );
}
