import { messageKeyOf, messages } from '../messages';
import type { MessageValues, Said } from '../said';

/** Why a failure happened, where the client acts on it: the subscription notice, or a store deactivated. */
export type ErrorType = 'no-subscription' | 'store-inactive';

/**
 * A refusal the client should see: an HTTP 4xx status and the Spanish message `m` of the error envelope,
 * with the message's key and values (`k`, `v`) when it is one of the catalogue's (src/server/messages.ts),
 * so a client can say it in the user's language. Handlers throw it; the error handler turns it into
 * `{ s: 'error', m, k?, v?, errorType? }`.
 */
export class ApiError extends Error {
  readonly key: string | undefined;
  readonly values: MessageValues | undefined;

  constructor(
    readonly status: number,
    message: string | Said,
    readonly errorType?: ErrorType,
  ) {
    super(typeof message === 'string' ? message : message.m);
    this.name = 'ApiError';
    this.key = typeof message === 'string' ? messageKeyOf(message) : message.k;
    this.values = typeof message === 'string' ? undefined : message.v;
  }
}

type Message = string | Said;

export const badRequest = (message: Message) => new ApiError(400, message);
export const unauthorized = (message: Message = messages.auth.invalidSession) => new ApiError(401, message);
/** 401 for an account whose store the platform deactivated: the back office says so on sign-in. */
export const storeInactive = () => new ApiError(401, messages.auth.storeInactive, 'store-inactive');
export const noSubscription = () => new ApiError(402, messages.auth.noSubscription, 'no-subscription');
export const forbidden = (message: Message) => new ApiError(403, message);
export const notFound = (message: Message = messages.notFound.generic) => new ApiError(404, message);
export const conflict = (message: Message) => new ApiError(409, message);
export const tooManyRequests = (message: Message = messages.auth.tooManyAttempts) =>
  new ApiError(429, message);

/** A value of `v` as the contract carries it: a nested message keeps its key and values, not its text. */
export type EnvelopeValue = string | number | { k: string; v?: EnvelopeValues };
export type EnvelopeValues = { [name: string]: EnvelopeValue };

/** The error envelope of the contract (ErrorEnvelope). */
export interface ErrorEnvelope {
  s: 'error';
  m: string;
  k?: string;
  v?: EnvelopeValues;
  errorType?: ErrorType;
}

function envelopeValues(values: MessageValues): EnvelopeValues {
  const out: EnvelopeValues = {};
  for (const [name, value] of Object.entries(values)) {
    out[name] =
      typeof value === 'object' ? { k: value.k, ...(value.v ? { v: envelopeValues(value.v) } : {}) } : value;
  }
  return out;
}

/** The envelope of a message: its text, and its key and values when the catalogue has it. */
export function errorEnvelope(message: string | Said, errorType?: ErrorType): ErrorEnvelope {
  const said: { m: string; k?: string | undefined; v?: MessageValues | undefined } =
    typeof message === 'string' ? { m: message, k: messageKeyOf(message) } : message;
  return {
    s: 'error',
    m: said.m,
    ...(said.k ? { k: said.k } : {}),
    ...(said.v && Object.keys(said.v).length > 0 ? { v: envelopeValues(said.v) } : {}),
    ...(errorType ? { errorType } : {}),
  };
}
