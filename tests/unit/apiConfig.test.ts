import { describe, expect, it } from 'vitest';
import { apiBaseUrl, assetUrl } from '../../src/api/config';

describe('apiBaseUrl', () => {
  const page = 'http://127.0.0.1:8080';

  it("uses the page's own origin when no host is configured", () => {
    expect(apiBaseUrl({}, page)).toBe(page);
    expect(apiBaseUrl({ host: '  ' }, page)).toBe(page);
  });

  it('uses https on the configured host', () => {
    expect(apiBaseUrl({ host: 'api.demo.test' }, page)).toBe('https://api.demo.test');
  });

  it('adds the configured port', () => {
    expect(apiBaseUrl({ host: 'api.demo.test', port: '8443' }, page)).toBe('https://api.demo.test:8443');
  });

  it('keeps a scheme written in the host and drops trailing slashes', () => {
    expect(apiBaseUrl({ host: 'http://localhost/', port: '8080' }, page)).toBe('http://localhost:8080');
  });

  it('refuses a port that is not a number', () => {
    expect(() => apiBaseUrl({ host: 'api.demo.test', port: 'eighty' }, page)).toThrow(/VITE_API_PORT/);
  });
});

describe('assetUrl', () => {
  const api = 'https://api.demo.test:8443';

  it("resolves an upload's path on the API origin", () => {
    expect(assetUrl('/uploads/store/logo.png', api)).toBe(
      'https://api.demo.test:8443/uploads/store/logo.png',
    );
  });

  it('keeps an absolute address as it is', () => {
    expect(assetUrl('https://cdn.demo.test/logo.png', api)).toBe('https://cdn.demo.test/logo.png');
  });

  it('has no address for an empty one', () => {
    expect(assetUrl('  ', api)).toBeNull();
  });
});
