/**
 * How failures become answers: the error envelope and status for the handlers' refusals, Fastify's own
 * refusals, database constraint violations that slip past validation, and anything unexpected (a 500
 * with a generic message, flagged for the log); and the Spanish sentence for a validation error.
 */
import { describe, expect, it } from 'vitest';
import { validationMessage } from '../../src/server/contract/validationMessage';
import { ApiError, noSubscription } from '../../src/server/http/apiError';
import { errorReply } from '../../src/server/http/errorReply';
import { requestValidator } from '../support/contract';

function fastifyError(code: string, statusCode: number): Error {
  return Object.assign(new Error(code), { code, statusCode });
}

/** A driver error as Drizzle throws it: its own error, the driver's (with the SQLSTATE) as `cause`. */
function wrappedSql(code: string): Error {
  return Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('driver'), { code }) });
}

describe('errorReply', () => {
  it('answers a refusal with its status, message and errorType', () => {
    expect(errorReply(new ApiError(409, 'Ya existe.'))).toEqual({
      status: 409,
      body: { s: 'error', m: 'Ya existe.' },
      unexpected: false,
    });
    expect(errorReply(noSubscription()).body).toEqual({
      s: 'error',
      m: 'Tiene que activar la suscripción',
      k: 'auth.noSubscription',
      errorType: 'no-subscription',
    });
  });

  it("turns Fastify's refusals into Spanish 4xx answers", () => {
    expect(errorReply(fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 413))).toEqual(
      expect.objectContaining({
        status: 413,
        body: { s: 'error', m: 'La petición es demasiado grande.', k: 'request.tooLarge' },
      }),
    );
    expect(errorReply(fastifyError('FST_ERR_CTP_EMPTY_JSON_BODY', 400)).body.m).toBe(
      'Falta el cuerpo de la petición.',
    );
    expect(errorReply(Object.assign(new SyntaxError('Unexpected token'), { statusCode: 400 })).status).toBe(
      400,
    );
    expect(errorReply(fastifyError('FST_SOMETHING_NEW', 422))).toEqual(
      expect.objectContaining({ status: 422, unexpected: false }),
    );
  });

  it("maps constraint violations to 409 and bad data to 400, looking through Drizzle's wrapping", () => {
    expect(errorReply(wrappedSql('23505'))).toEqual(
      expect.objectContaining({
        status: 409,
        body: { s: 'error', m: 'Ya existe un registro con esos datos.', k: 'conflict.duplicate' },
      }),
    );
    expect(errorReply(wrappedSql('23503')).status).toBe(409);
    expect(errorReply(wrappedSql('40P01')).status).toBe(409);
    expect(errorReply(wrappedSql('22P02')).status).toBe(400);
  });

  it('answers anything else with a generic 500 that leaks nothing, flagged for the log', () => {
    const reply = errorReply(new TypeError("Cannot read properties of undefined (reading 'password_hash')"));
    expect(reply).toEqual({
      status: 500,
      body: {
        s: 'error',
        m: 'Se produjo un error inesperado. Inténtelo de nuevo más tarde.',
        k: 'request.unexpected',
      },
      unexpected: true,
    });
    expect(errorReply(wrappedSql('XX000')).status).toBe(500);
  });
});

describe('validationMessage', () => {
  const message = (path: string, body: unknown) => validationMessage(requestValidator.validate(path, body)).m;

  it('names nested fields and list items as the client wrote them', () => {
    expect(
      message('/client/process-massive-give-points', {
        points: 1,
        description: 'x',
        target: 'customers',
        customerIds: [1, 'dos'],
      }),
    ).toBe("El campo 'customerIds[1]' debe ser un número entero.");
    expect(
      message('/client/employee/add', {
        first_name: 'A',
        last_name: 'B',
        email: 'a@b.es',
        password: '12345678',
        location: { id: 0 },
      }),
    ).toMatch(/^El campo 'location(\.id)?'/);
  });

  it('lists the accepted types, values and limits in Spanish', () => {
    expect(message('/client/customer/add', { first_name: 'A', birthDate: 5 })).toBe(
      "El campo 'birthDate' debe ser un texto o vacío (null).",
    );
    expect(message('/client/customer/all', { sortDirection: 'up' })).toBe(
      "El campo 'sortDirection' debe ser uno de estos valores: 'asc', 'desc'.",
    );
    // No operation asks for a constant any more (account deletion asks for the store's name): Ajv's error.
    expect(
      validationMessage([
        {
          keyword: 'const',
          instancePath: '/confirmation',
          schemaPath: '#/properties/confirmation/const',
          params: { allowedValue: 'ELIMINAR' },
        },
      ]).m,
    ).toBe("El campo 'confirmation' debe ser 'ELIMINAR'.");
    expect(message('/client/customer/add-points', { customerId: 1, points: 0 })).toBe(
      "El campo 'points' debe ser como mínimo 1.",
    );
    expect(message('/login/client', { email: '', password: 'x' })).toBe(
      "El campo 'email' no puede estar vacío.",
    );
    expect(message('/client/customer/search', { query: 'x'.repeat(101) })).toBe(
      "El campo 'query' debe tener como máximo 100 caracteres.",
    );
  });
});
