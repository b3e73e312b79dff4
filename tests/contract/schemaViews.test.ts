import { describe, expect, it } from 'vitest';
import contract from '../../src/contract/generated/openapi.json';
import { requestValidator, responseValidator } from '../support/contract';

/** Every JSON operation of the contract, so an operation added later is checked with no list to edit. */
const JSON_CALLS = Object.keys(contract.paths).filter((path) => !path.includes('{'));

const reward = {
  name: 'Café gratis',
  description: 'Un café de la carta',
  image: '',
  points: 100,
  active: true,
  stock: null,
};

describe('every schema of the contract compiles under strict rules', () => {
  it.each(JSON_CALLS)('%s', (path) => {
    expect(() => requestValidator.validate(path, {})).not.toThrow();
    expect(() => responseValidator.validate(path, {}, 200)).not.toThrow();
    expect(() => responseValidator.validate(path, {}, 404)).not.toThrow();
  });
});

describe('request view', () => {
  it('accepts a create body of the writable fields', () => {
    expect(requestValidator.validate('/client/reward/add', reward)).toEqual([]);
  });

  it('lets fields with a default be left out', () => {
    expect(requestValidator.validate('/client/reward/add', { name: 'Café gratis', points: 100 })).toEqual([]);
  });

  it('still requires fields without a default', () => {
    expect(requestValidator.validate('/client/reward/add', { name: 'Café gratis' })).toContainEqual(
      expect.objectContaining({ keyword: 'required', params: { missingProperty: 'points' } }),
    );
  });

  it('refuses read-only fields and unknown keys', () => {
    const errors = requestValidator.validate('/client/reward/add', { ...reward, id: 3, colour: 'red' });
    expect(errors.map((error) => error.params)).toEqual(
      expect.arrayContaining([{ unevaluatedProperty: 'id' }, { unevaluatedProperty: 'colour' }]),
    );
  });

  it('takes an update as the row id plus the whole editable entity', () => {
    expect(requestValidator.validate('/client/reward/update', { rewardId: 3, ...reward })).toEqual([]);
    expect(requestValidator.validate('/client/reward/update', reward)).toContainEqual(
      expect.objectContaining({ keyword: 'required', params: { missingProperty: 'rewardId' } }),
    );
  });

  it('accepts write-only fields such as a new employee password', () => {
    const employee = {
      first_name: 'Marcos',
      last_name: 'Ruiz',
      email: 'marcos@demo.test',
      password: 'clave-segura-1',
    };
    expect(requestValidator.validate('/client/employee/add', employee)).toEqual([]);
    const { password: _password, ...withoutPassword } = employee;
    expect(requestValidator.validate('/client/employee/add', withoutPassword)).toContainEqual(
      expect.objectContaining({ keyword: 'required', params: { missingProperty: 'password' } }),
    );
  });

  it('keeps the branches of an if/then/else open, so both shapes of business/process pass', () => {
    const store = { name: 'Frutería Ana', storeTypeId: 7, first_name: 'Ana', last_name: 'Ruiz' };
    const created = { type: 'new', ...store, email: 'ana@fruteria.test', password: 'clave-segura-1' };
    expect(requestValidator.validate('/admin/business/process', created)).toEqual([]);
    const edited = { type: 'edit', ...store, email: 'ana@fruteria.test', storeId: 4, userId: 9 };
    expect(requestValidator.validate('/admin/business/process', edited)).toEqual([]);
    const { password: _password, ...withoutPassword } = created;
    expect(requestValidator.validate('/admin/business/process', withoutPassword)).toContainEqual(
      expect.objectContaining({ keyword: 'required', params: { missingProperty: 'password' } }),
    );
    expect(requestValidator.validate('/admin/business/process', { ...edited, colour: 'red' })).toContainEqual(
      expect.objectContaining({ params: { unevaluatedProperty: 'colour' } }),
    );
  });

  it('takes paging parameters on large lists and refuses a page size over 100', () => {
    expect(
      requestValidator.validate('/client/customer/all', { page: 2, pageSize: 50, search: 'lucía' }),
    ).toEqual([]);
    expect(requestValidator.validate('/client/customer/all', { pageSize: 500 })).toContainEqual(
      expect.objectContaining({ instancePath: '/pageSize', keyword: 'maximum' }),
    );
  });
});
