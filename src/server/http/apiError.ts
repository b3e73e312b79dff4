import { messages } from '../messages';

/** Why a failure happened, where the client acts on it: the subscription notice, or a store deactivated. */
export type ErrorType = 'no-subscription' | 'store-inactive';

/**
 * A refusal the client should see: an HTTP 4xx status and the Spanish message `m` of the error envelope.
 * Handlers throw it; the error handler turns it into `{ s: 'error', m, errorType? }`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errorType?: ErrorType,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message: string = messages.auth.invalidSession) => new ApiError(401, message);
/** 401 for an account whose store the platform deactivated: the back office says so on sign-in. */
export const storeInactive = () => new ApiError(401, messages.auth.storeInactive, 'store-inactive');
export const noSubscription = () => new ApiError(402, messages.auth.noSubscription, 'no-subscription');
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string = messages.notFound.generic) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const tooManyRequests = (message: string = messages.auth.tooManyAttempts) =>
  new ApiError(429, message);

/** The error envelope of the contract (ErrorEnvelope). */
export interface ErrorEnvelope {
  s: 'error';
  m: string;
  errorType?: ErrorType;
}

export function errorEnvelope(message: string, errorType?: ErrorType): ErrorEnvelope {
  return errorType ? { s: 'error', m: message, errorType } : { s: 'error', m: message };
}
