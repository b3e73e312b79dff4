/**
 * Turns anything a request can throw into the contract's error envelope and status: the handlers'
 * ApiErrors as they are (with their message's key and values), Fastify's own refusals (bad JSON, wrong media type, too large) and database
 * constraint violations as 4xx with a Spanish message, and everything else as a logged 500 with a
 * generic message, so no stack trace or SQL reaches the client.
 */
import { messages } from '../messages';
import { ApiError, type ErrorEnvelope, errorEnvelope } from './apiError';

export interface ErrorReply {
  status: number;
  body: ErrorEnvelope;
  /** Unexpected: worth a log line with the stack. */
  unexpected: boolean;
}

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.request.emptyBody,
  FST_ERR_CTP_INVALID_JSON_BODY: messages.request.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.request.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.request.unsupportedMediaType,
  FST_REQ_FILE_TOO_LARGE: messages.upload.tooLarge,
  FST_INVALID_MULTIPART_CONTENT_TYPE: messages.upload.notMultipart,
};

/** PostgreSQL SQLSTATE classes a bad request can still reach despite validation. */
function databaseReply(code: string): { status: number; message: string } | undefined {
  if (code === '23505') return { status: 409, message: messages.conflict.duplicate };
  if (code === '23503') return { status: 409, message: messages.conflict.related };
  if (code === '23514' || code === '40001' || code === '40P01')
    return { status: 409, message: messages.conflict.generic };
  if (code.startsWith('22')) return { status: 400, message: messages.request.invalid };
  return undefined;
}

function property(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** The SQLSTATE of a driver error, looking through Drizzle's wrapping (its `cause`). */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; current = property(current, 'cause'), depth++) {
    const code = property(current, 'code');
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function errorReply(error: unknown): ErrorReply {
  if (error instanceof ApiError) {
    const message = error.key
      ? { m: error.message, k: error.key, ...(error.values ? { v: error.values } : {}) }
      : error.message;
    return { status: error.status, body: errorEnvelope(message, error.errorType), unexpected: false };
  }
  const code = property(error, 'code');
  const statusCode = property(error, 'statusCode');
  if (typeof code === 'string' && code in FASTIFY_MESSAGES) {
    const status = typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 ? statusCode : 400;
    return {
      status: code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ? 400 : status,
      body: errorEnvelope(FASTIFY_MESSAGES[code] ?? ''),
      unexpected: false,
    };
  }
  if (error instanceof SyntaxError && statusCode === 400) {
    return { status: 400, body: errorEnvelope(messages.request.invalidJson), unexpected: false };
  }
  const state = sqlState(error);
  const database = state ? databaseReply(state) : undefined;
  if (database) return { status: database.status, body: errorEnvelope(database.message), unexpected: false };
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const message = statusCode === 413 ? messages.request.tooLarge : messages.request.invalid;
    return { status: statusCode, body: errorEnvelope(message), unexpected: false };
  }
  return { status: 500, body: errorEnvelope(messages.request.unexpected), unexpected: true };
}
