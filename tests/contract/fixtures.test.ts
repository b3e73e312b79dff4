import { describe, expect, it } from 'vitest';
import type { ApiPath } from '../../src/contract/types';
import { employeesResponse, failureFixtures, successFixtures } from '../fixtures/responses';
import { responseValidator } from '../support/contract';

const entries = Object.entries(successFixtures) as [ApiPath, unknown][];

describe('fixtures match the contract', () => {
  it('covers at least sign-in, store info, employees and the stores list', () => {
    expect(Object.keys(successFixtures)).toEqual(
      expect.arrayContaining([
        '/login/client',
        '/client/get-store-info',
        '/client/get-all-employees',
        '/admin/store/get-all',
      ]),
    );
  });

  it.each(entries)('%s fixture is a valid 200 answer', (path, body) => {
    expect(responseValidator.validate(path, body, 200)).toEqual([]);
  });

  it.each(failureFixtures.map((body) => [body.m, body] as const))(
    'failure "%s" is a valid error envelope',
    (_m, body) => {
      expect(responseValidator.validate('/client/customer/add-points', body, 402)).toEqual([]);
    },
  );
});

describe('the contract test catches a drifting fixture', () => {
  it('fails a field of the wrong type, naming it', () => {
    const drifted: unknown = JSON.parse(
      JSON.stringify(employeesResponse()).replace('"permStore":false', '"permStore":"no"'),
    );
    const errors = responseValidator.validate('/client/get-all-employees', drifted);
    expect(errors).toContainEqual(
      expect.objectContaining({ instancePath: '/employees/0/permStore', keyword: 'type' }),
    );
  });

  it('fails a missing required field', () => {
    const { employees, ...withoutEmployees } = employeesResponse();
    expect(employees.length).toBeGreaterThan(0);
    const errors = responseValidator.validate('/client/get-all-employees', withoutEmployees);
    expect(errors).toContainEqual(
      expect.objectContaining({ keyword: 'required', params: { missingProperty: 'employees' } }),
    );
  });

  it('fails an unknown key inside an entity', () => {
    const response = employeesResponse();
    const drifted = { ...response, employees: [{ ...response.employees[0], nickname: 'Marc' }] };
    const errors = responseValidator.validate('/client/get-all-employees', drifted);
    expect(errors).toContainEqual(
      expect.objectContaining({ keyword: 'unevaluatedProperties', instancePath: '/employees/0' }),
    );
  });

  it('fails a write-only field in an answer (a password must never come back)', () => {
    const response = employeesResponse();
    const leaking = { ...response, employees: [{ ...response.employees[0], password: 'clave-segura-1' }] };
    expect(responseValidator.validate('/client/get-all-employees', leaking)).not.toEqual([]);
  });

  it('fails an error envelope with a value outside its enum', () => {
    const errors = responseValidator.validate(
      '/client/get-all-employees',
      { s: 'error', m: 'x', errorType: 'expired' },
      400,
    );
    expect(errors).toContainEqual(expect.objectContaining({ instancePath: '/errorType', keyword: 'enum' }));
  });
});
