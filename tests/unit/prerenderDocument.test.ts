import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  callsOfPage,
  earlyCallsDocument,
  frameDocument,
  pageDocument,
  withModuleAddresses,
} from '../../scripts/vite/prerender';
import { EARLY_CALLS_SCRIPT } from '../../src/earlyCalls';
import { pageDocumentFile } from '../../src/server/http/pageDocuments';
import { contentSecurityPolicy } from '../../src/server/http/securityHeaders';

const INDEX = `<!doctype html>
<html lang="es" dir="ltr">
  <head>
    <title>Panel de control</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <link rel="modulepreload" crossorigin href="/assets/boot-1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const PAGE = {
  lang: 'es',
  dir: 'rtl' as const,
  title: 'Iniciar sesión · <Panel>',
  html: '<h1>Iniciar sesión</h1>',
};

describe('the document of a page rendered at build time', () => {
  const html = pageDocument(INDEX, PAGE, ['/assets/boot-1.js', '/assets/SignInPage-1.js']);

  it('holds the page in #root, with its language, direction and escaped title', () => {
    expect(html).toContain('<html lang="es" dir="rtl">');
    expect(html).toContain('<title>Iniciar sesión · &lt;Panel&gt;</title>');
    expect(html).toContain('<div id="root" data-prerendered="es"><h1>Iniciar sesión</h1></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it('lists the scripts in an inert template for after the first paint, none preloaded in the head', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    const template = /<template id="preload-after-paint">([\s\S]*)<\/template>/.exec(html)?.[1] ?? '';
    expect(template).toContain('<link rel="modulepreload" crossorigin href="/assets/boot-1.js">');
    expect(template).toContain('<link rel="modulepreload" crossorigin href="/assets/SignInPage-1.js">');
  });

  it('runs one inline script first, in the head before the style sheet, which the server policy allows by its hash', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    const scripts = [...head.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1] ?? '');
    expect(scripts).toHaveLength(1);
    expect(head.indexOf('<script>')).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
    const hash = createHash('sha256')
      .update(scripts[0] ?? '')
      .digest('base64');
    expect(contentSecurityPolicy(null)['script-src']).toContain(`'sha256-${hash}'`);
  });

  it('refuses markup the Content-Security-Policy would block', () => {
    expect(() => pageDocument(INDEX, { ...PAGE, html: '<p style="color:red">x</p>' }, [])).toThrow(/inline/);
    expect(() => pageDocument(INDEX, { ...PAGE, html: '<script>x()</script>' }, [])).toThrow(/inline/);
  });
});

describe("the signed-in pages' document", () => {
  const calls = {
    '/dashboard/x': { client: [['/client/x', { name: '</script><script>alert(1)' }]] },
  } as const;
  const html = earlyCallsDocument(INDEX, structuredClone(calls) as never);
  const head = html.slice(0, html.indexOf('</head>'));

  it('starts its calls first in the head, by one inline script the server policy allows by its hash', () => {
    const scripts = [...head.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1] ?? '');
    expect(scripts).toEqual([EARLY_CALLS_SCRIPT]);
    expect(head.indexOf('<script>')).toBeLessThan(head.indexOf('<script type="module"'));
    const hash = createHash('sha256').update(EARLY_CALLS_SCRIPT).digest('base64');
    expect(contentSecurityPolicy(null)['script-src']).toContain(`'sha256-${hash}'`);
  });

  it('lists the calls as JSON that no value can break out of', () => {
    const block = /<script type="application\/json" id="early-calls">([^<]*)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(block ?? '')).toEqual(calls);
  });

  it("lists each page's code to preload, but what the document loads already", () => {
    const chunks: Record<string, string[]> = {
      'src/Page.tsx': ['/assets/Page-1.js', '/assets/boot-1.js'],
      'src/resource.ts': ['/assets/resource-1.js', '/assets/Page-1.js'],
    };
    const map = withModuleAddresses(
      { '/dashboard/x': { client: [], modules: ['src/Page.tsx', 'src/resource.ts'] }, '': {} },
      (source) => chunks[source] ?? [],
      INDEX,
    );
    expect(map).toEqual({
      '/dashboard/x': { client: [], modules: ['/assets/Page-1.js', '/assets/resource-1.js'] },
      '': {},
    });
  });
});

describe("the signed-in pages' document with the frame rendered at build time", () => {
  const FRAME = { lang: 'es', dir: 'rtl' as const, html: '<div data-frame-shell=""><main>…</main></div>' };
  const html = frameDocument(INDEX, FRAME);

  it('holds the frame in #root, to be replaced (not hydrated), with its language and direction', () => {
    expect(html).toContain('<html lang="es" dir="rtl">');
    expect(html).toContain('<div id="root"><div data-frame-shell=""><main>…</main></div></div>');
    expect(html).not.toContain('data-prerendered');
  });

  it('keeps the title and the style sheet in the head, and lists the code in an inert template for after the first paint', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Panel de control</title>');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(head).not.toContain('modulepreload');
    const template = /<template id="preload-after-paint">([\s\S]*)<\/template>/.exec(html)?.[1] ?? '';
    expect(template).toContain('<link rel="modulepreload" crossorigin href="/assets/boot-1.js">');
  });

  it('refuses markup the Content-Security-Policy would block', () => {
    expect(() => frameDocument(INDEX, { ...FRAME, html: '<div style="top:70px"></div>' })).toThrow(/inline/);
    expect(() => frameDocument(INDEX, { ...FRAME, html: '<script>x()</script>' })).toThrow(/inline/);
  });
});

describe("a page's own document", () => {
  it('is named by its address under pages/, which the server looks up', () => {
    expect(pageDocumentFile('/dashboard/customers')).toBe('pages/dashboard/customers.html');
    expect(pageDocumentFile('/dashboard')).toBe('pages/dashboard.html');
  });

  it("starts the frame's calls and its own, not the other pages'", () => {
    const frame = { client: [['/client/employee/info', {}]] } as never;
    const customers = { client: [['/client/customer/all', { page: 1 }]], modules: ['/assets/c.js'] } as never;
    const map = {
      '': frame,
      '/dashboard/customers': customers,
      '/dashboard/news': { modules: ['/assets/n.js'] },
    };
    expect(callsOfPage(map, '/dashboard/customers')).toEqual({
      '': frame,
      '/dashboard/customers': customers,
    });
    expect(callsOfPage(map, '/dashboard/none')).toEqual({ '': frame });
  });
});
