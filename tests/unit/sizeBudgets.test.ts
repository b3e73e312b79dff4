import { describe, expect, it } from 'vitest';
import {
  type BudgetRules,
  type Manifest,
  measureRoutes,
  type RouteSize,
  staticClosure,
} from '../../scripts/size/budgets';

const RULES: BudgetRules = {
  app: 'src/boot.tsx',
  notRoutes: ['src/i18n/'],
  shownWith: [{ prefix: 'src/resources/', src: 'src/EntityPage.tsx' }],
  signIn: { src: 'src/SignIn.tsx', budget: 110 },
  frame: 'src/Frame.tsx',
  publicPages: ['src/Register.tsx'],
  routeBudget: 220,
};

/**
 * A build: the entry runs the app (boot) lazily, which imports React and loads the routes lazily;
 * pages import a shared form chunk; the frame imports the query library; the home loads a chart on
 * demand; a resource's page is the engine's page with the resource.
 */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    dynamicImports: ['src/boot.tsx'],
    css: ['assets/index.css'],
  },
  'src/boot.tsx': {
    file: 'assets/boot.js',
    isDynamicEntry: true,
    imports: ['_react.js'],
    dynamicImports: [
      'src/SignIn.tsx',
      'src/Register.tsx',
      'src/Frame.tsx',
      'src/Home.tsx',
      'src/EntityPage.tsx',
      'src/resources/rewards.ts',
      'src/i18n/en.json',
    ],
  },
  '_react.js': { file: 'assets/react.js' },
  '_form.js': { file: 'assets/form.js', imports: ['src/boot.tsx'] },
  '_query.js': { file: 'assets/query.js' },
  'src/SignIn.tsx': { file: 'assets/SignIn.js', isDynamicEntry: true, imports: ['_form.js', 'src/boot.tsx'] },
  'src/Register.tsx': { file: 'assets/Register.js', isDynamicEntry: true, imports: ['_form.js'] },
  'src/Frame.tsx': { file: 'assets/Frame.js', isDynamicEntry: true, imports: ['_query.js', 'src/boot.tsx'] },
  'src/Home.tsx': { file: 'assets/Home.js', isDynamicEntry: true, dynamicImports: ['src/Chart.tsx'] },
  'src/Chart.tsx': { file: 'assets/Chart.js', isDynamicEntry: true, css: ['assets/Chart.css'] },
  'src/EntityPage.tsx': { file: 'assets/EntityPage.js', isDynamicEntry: true, imports: ['_form.js'] },
  'src/resources/rewards.ts': { file: 'assets/rewards.js', isDynamicEntry: true },
  'src/i18n/en.json': { file: 'assets/en.js', isDynamicEntry: true },
};

const SIZES: Record<string, number> = {
  'assets/index.js': 1,
  'assets/boot.js': 29,
  'assets/react.js': 50,
  'assets/form.js': 10,
  'assets/query.js': 40,
  'assets/SignIn.js': 5,
  'assets/Register.js': 6,
  'assets/Frame.js': 20,
  'assets/Home.js': 15,
  'assets/Chart.js': 100,
  'assets/EntityPage.js': 30,
  'assets/rewards.js': 2,
  'assets/en.js': 4,
  'assets/index.css': 7,
  'assets/Chart.css': 2,
};

function measured(sizes: Record<string, number> = SIZES): RouteSize[] {
  return measureRoutes(MANIFEST, RULES, (file) => sizes[file] ?? Number.NaN);
}

function find(routes: RouteSize[], src: string): RouteSize {
  const found = routes.find((candidate) => candidate.src === src);
  if (!found) throw new Error(`${src} not measured`);
  return found;
}

describe('size budgets', () => {
  it('follows static imports only: a chunk loaded on demand is not part of the page', () => {
    expect(staticClosure(MANIFEST, ['src/boot.tsx', 'src/Home.tsx'])).toEqual({
      js: ['assets/boot.js', 'assets/Home.js', 'assets/react.js'],
      css: [],
    });
  });

  it('measures the sign-in page as the entry, the app, its chunk and their imports, against its own budget', () => {
    expect(find(measured(), 'src/SignIn.tsx')).toEqual(
      expect.objectContaining({
        kind: 'route',
        jsGzip: 1 + 29 + 50 + 10 + 5,
        cssGzip: 7,
        budget: 110,
        over: false,
      }),
    );
  });

  it('measures a signed-in route inside the frame, a public one without it, a resource with its page', () => {
    const routes = measured();
    expect(find(routes, 'src/Home.tsx').jsGzip).toBe(1 + 29 + 50 + 20 + 40 + 15);
    expect(find(routes, 'src/Register.tsx').jsGzip).toBe(1 + 29 + 50 + 10 + 6);
    expect(find(routes, 'src/resources/rewards.ts').jsGzip).toBe(1 + 29 + 50 + 20 + 40 + 30 + 10 + 2);
    expect(routes.map((route) => route.src)).not.toContain('src/boot.tsx');
  });

  it('reports what a page loads on demand, and catalogues, without a budget', () => {
    const routes = measured({ ...SIZES, 'assets/Chart.js': 500 });
    expect(find(routes, 'src/Chart.tsx')).toEqual(
      expect.objectContaining({
        kind: 'part',
        jsGzip: 1 + 29 + 50 + 20 + 40 + 500,
        cssGzip: 9,
        budget: null,
        over: false,
      }),
    );
    expect(find(routes, 'src/i18n/en.json')).toEqual(expect.objectContaining({ kind: 'part', budget: null }));
  });

  it('holds a part given a budget (the form modal a page fetches before it is opened) to it', () => {
    const rules = { ...RULES, partBudgets: { 'src/Chart.tsx': 240 } };
    const chart = (size: number) =>
      find(
        measureRoutes(MANIFEST, rules, (file) => ({ ...SIZES, 'assets/Chart.js': size })[file] ?? Number.NaN),
        'src/Chart.tsx',
      );
    expect(chart(100)).toEqual(expect.objectContaining({ kind: 'part', budget: 240, over: false }));
    expect(chart(101).over).toBe(true);
  });

  it('holds a route given a budget of its own (the home, far lighter than a resource page) to it', () => {
    const rules = { ...RULES, routeBudgets: { 'src/Home.tsx': 155 } };
    const home = (size: number) =>
      find(
        measureRoutes(MANIFEST, rules, (file) => ({ ...SIZES, 'assets/Home.js': size })[file] ?? Number.NaN),
        'src/Home.tsx',
      );
    expect(home(15)).toEqual(expect.objectContaining({ kind: 'route', budget: 155, over: false }));
    expect(home(16).over).toBe(true);
    expect(
      find(
        measureRoutes(MANIFEST, rules, (file) => SIZES[file] ?? 0),
        'src/Register.tsx',
      ).budget,
    ).toBe(220);
  });

  it('flags every route over its budget', () => {
    const routes = measured({ ...SIZES, 'assets/form.js': 30, 'assets/Home.js': 90 });
    expect(routes.filter((route) => route.over).map((route) => route.src)).toEqual([
      'src/SignIn.tsx',
      'src/Home.tsx',
    ]);
  });

  it('refuses a build where the sign-in page is no longer its own chunk', () => {
    const { 'src/SignIn.tsx': _signIn, ...withoutSignIn } = MANIFEST;
    expect(() => measureRoutes(withoutSignIn, RULES, () => 1)).toThrow(/SignIn/);
  });
});
