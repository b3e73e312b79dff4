import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { earlyCallsMap } from '../../src/app/earlyCallsMap';
import { EARLY_CALLS_MAP_ID, EARLY_CALLS_SCRIPT } from '../../src/earlyCalls';
import { endSession, startSession } from '../../src/session/sessionStore';
import { SESSION_STORAGE_KEY, writeStoredSession } from '../../src/session/storedSession';
import { buildSession } from '../fixtures/entities';
import { failure } from '../fixtures/responses';
import { answerFailure, TEST_ORIGIN } from '../msw/handlers';
import { server } from '../msw/server';
import { renderApp } from '../support/renderApp';

const owner = buildSession({ token: 'owner-token' });

/** The counters listening to the server, stopped after each test. */
const stopCounting: (() => void)[] = [];

/** Every API post the page sent (through MSW), by path. */
function countCalls(): Map<string, number> {
  const counts = new Map<string, number>();
  const count: Parameters<typeof server.events.on<'request:start'>>[1] = ({ request }) => {
    const path = new URL(request.url).pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
  };
  server.events.on('request:start', count);
  stopCounting.push(() => server.events.removeListener('request:start', count));
  return counts;
}

/**
 * What dashboard.html does at `path` before any of the app's code: the build's list of calls in its data
 * block, then the inline script itself, run as the browser runs it (relative addresses on the page's
 * origin, as a browser's fetch resolves them).
 */
async function loadSignedInDocument(path: string): Promise<void> {
  window.history.replaceState(null, '', path);
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = EARLY_CALLS_MAP_ID;
  block.textContent = JSON.stringify(await earlyCallsMap());
  document.head.append(block);
  const pageFetch = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    pageFetch(typeof input === 'string' ? new URL(input, TEST_ORIGIN) : input, init);
  try {
    new Function(EARLY_CALLS_SCRIPT)();
  } finally {
    globalThis.fetch = pageFetch;
  }
}

/** The addresses the document was told to preload. */
function preloaded(): (string | null)[] {
  return [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );
}

/** What the script gave FrameShell's greeting (src/index.css reads them). */
function sessionNameProperties() {
  const style = document.documentElement.style;
  return {
    name: style.getPropertyValue('--session-name'),
    initial: style.getPropertyValue('--session-initial'),
  };
}

afterEach(() => {
  document.documentElement.style.removeProperty('--session-name');
  document.documentElement.style.removeProperty('--session-initial');
  document.getElementById(EARLY_CALLS_MAP_ID)?.remove();
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
  delete window.earlyCalls;
  window.history.replaceState(null, '', '/');
  // Its own listeners only: the setup's check of every request body listens too (tests/msw/server.ts).
  for (const stop of stopCounting.splice(0)) stop();
});

async function customersShown(): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Clientes' });
  await within(table).findByText('María');
  return table;
}

describe('the calls a signed-in page starts from its HTML', () => {
  it('are taken by the app: the customers page shows its rows and asks for its user, store and list once each', async () => {
    writeStoredSession(owner);
    const counts = countCalls();
    await loadSignedInDocument('/dashboard/customers');
    renderApp('/dashboard/customers', { session: owner });
    await customersShown();
    expect(await screen.findByRole('button', { name: /Hola/ })).toBeInTheDocument();
    expect(counts.get('/client/employee/info')).toBe(1);
    expect(counts.get('/client/get-store-info')).toBe(1);
    expect(counts.get('/client/customer/all')).toBe(1);
  });

  it("preload the page's own code with them (here its source modules; the build's chunks in dashboard.html)", async () => {
    writeStoredSession(owner);
    await loadSignedInDocument('/dashboard/customers?page=2');
    expect(preloaded()).toEqual([
      'src/entities/EntityPage.tsx',
      'src/entities/generated/resources/customers.ts',
    ]);
  });

  it('start nothing without a stored session, and leave the frame without a name', async () => {
    const counts = countCalls();
    await loadSignedInDocument('/dashboard/customers');
    expect(window.earlyCalls).toBeUndefined();
    expect(counts.size).toBe(0);
    expect(preloaded()).toEqual([]);
    expect(sessionNameProperties()).toEqual({ name: '', initial: '' });
  });

  it("give the frame the HTML paints the user's first name and initial, as CSS strings", async () => {
    writeStoredSession(buildSession({ firstName: 'élodie "Lu"' }));
    await loadSignedInDocument('/dashboard/customers');
    expect(sessionNameProperties()).toEqual({ name: '"élodie \\"Lu\\""', initial: '"É"' });
  });

  it('leave the list to the page when the address holds a view of its own (a page, a search)', async () => {
    writeStoredSession(owner);
    await loadSignedInDocument('/dashboard/customers?page=2');
    expect(Object.keys(window.earlyCalls?.answers ?? {})).toEqual([
      '/client/employee/info {}',
      '/client/get-store-info {}',
    ]);
  });

  it('are called again when they failed, and a 401 ends the session on the sign-in page', async () => {
    writeStoredSession(owner);
    server.use(answerFailure('/client/get-store-info', failure('Su sesión venció. Ingrese de nuevo.'), 401));
    const counts = countCalls();
    await loadSignedInDocument('/dashboard/customers');
    const { router } = renderApp('/dashboard/customers', { session: owner });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(counts.get('/client/get-store-info')).toBe(2);
  });

  it('are not given to another account signed in since the page loaded', async () => {
    writeStoredSession(owner);
    const counts = countCalls();
    await loadSignedInDocument('/dashboard/customers');
    renderApp('/dashboard/customers', { session: buildSession({ token: 'someone-else' }) });
    await customersShown();
    expect(counts.get('/client/employee/info')).toBe(2);
    expect(counts.get('/client/customer/all')).toBe(2);
  });

  it('are forgotten on sign-out', async () => {
    writeStoredSession(owner);
    await loadSignedInDocument('/dashboard/customers');
    startSession(owner);
    expect(window.earlyCalls).toBeDefined();
    endSession('signOut');
    expect(window.earlyCalls).toBeUndefined();
  });
});
