import { isValidEmail } from '../../lib/email';
import { PASSWORD_MIN_LENGTH } from '../../lib/password';

export interface RegistrationValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirmation: string;
  storeName: string;
  storeTypeId: string;
  countryId: string;
  phone: string;
}

export type RegistrationField = keyof RegistrationValues;
/** Field -> the i18n key of what is wrong with it. */
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

export const EMPTY_REGISTRATION: RegistrationValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  confirmation: '',
  storeName: '',
  storeTypeId: '',
  countryId: '',
  phone: '',
};

const PHONE = /^[0-9+() -]{6,30}$/;

/** Checks a registration before it is sent, with the same limits the contract sets. */
export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const field of Object.keys(values) as RegistrationField[]) {
    if (values[field].trim() === '') errors[field] = 'validation.required';
  }
  if (!errors.email && !isValidEmail(values.email)) errors.email = 'validation.email';
  if (!errors.password && values.password.length < PASSWORD_MIN_LENGTH)
    errors.password = 'validation.passwordLength';
  if (!errors.confirmation && values.confirmation !== values.password)
    errors.confirmation = 'resetPassword.mismatch';
  if (!errors.phone && !PHONE.test(values.phone.trim())) errors.phone = 'validation.phone';
  return errors;
}
