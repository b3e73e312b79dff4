import { describe, expect, it } from 'vitest';
import { type BudgetRules, type Manifest, measureRoutes, staticClosure } from '../../scripts/size/budgets';

const RULES: BudgetRules = {
  everyPage: ['src/boot.tsx'],
  signIn: { src: 'src/SignIn.tsx', budget: 110 },
  frame: 'src/Frame.tsx',
  publicPages: ['src/Register.tsx'],
  routeBudget: 220,
};

/**
 * A build: the entry runs the app's code (boot) lazily, which imports React; pages import a shared
 * chunk; the frame imports the query library.
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
    dynamicImports: ['src/SignIn.tsx', 'src/Register.tsx', 'src/Frame.tsx', 'src/Customers.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_form.js': { file: 'assets/form.js', imports: ['index.html'] },
  '_query.js': { file: 'assets/query.js' },
  'src/SignIn.tsx': {
    file: 'assets/SignIn.js',
    isDynamicEntry: true,
    imports: ['_form.js', 'index.html'],
    dynamicImports: ['src/Chart.tsx'],
  },
  'src/Register.tsx': { file: 'assets/Register.js', isDynamicEntry: true, imports: ['_form.js'] },
  'src/Frame.tsx': { file: 'assets/Frame.js', isDynamicEntry: true, imports: ['_query.js', 'index.html'] },
  'src/Customers.tsx': { file: 'assets/Customers.js', isDynamicEntry: true, imports: ['_form.js'] },
  'src/Chart.tsx': { file: 'assets/Chart.js', isDynamicEntry: true, css: ['assets/Chart.css'] },
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
  'assets/Customers.js': 15,
  'assets/Chart.js': 60,
  'assets/index.css': 7,
  'assets/Chart.css': 2,
};
const size = (file: string) => SIZES[file] ?? Number.NaN;

function route(routes: ReturnType<typeof measureRoutes>, src: string) {
  const found = routes.find((candidate) => candidate.src === src);
  if (!found) throw new Error(`${src} not measured`);
  return found;
}

describe('size budgets', () => {
  it('follows static imports only: a chunk loaded on demand is not part of the page', () => {
    expect(staticClosure(MANIFEST, ['src/boot.tsx', 'src/SignIn.tsx'])).toEqual({
      js: ['assets/boot.js', 'assets/SignIn.js', 'assets/react.js', 'assets/form.js', 'assets/index.js'],
      css: ['assets/index.css'],
    });
  });

  it('measures the sign-in page as the entry, the app, its chunk and their imports, against its own budget', () => {
    const signIn = route(measureRoutes(MANIFEST, RULES, size), 'src/SignIn.tsx');
    expect(signIn).toEqual(
      expect.objectContaining({ jsGzip: 30 + 50 + 10 + 5, cssGzip: 7, budget: 110, over: false }),
    );
  });

  it('measures a signed-in page inside the frame, and a public page without it', () => {
    const routes = measureRoutes(MANIFEST, RULES, size);
    expect(routes.map((candidate) => candidate.src)).not.toContain('src/boot.tsx');
    expect(route(routes, 'src/Customers.tsx').jsGzip).toBe(30 + 50 + 20 + 40 + 10 + 15);
    expect(route(routes, 'src/Register.tsx').jsGzip).toBe(30 + 50 + 10 + 6);
    expect(route(routes, 'src/Chart.tsx')).toEqual(
      expect.objectContaining({ jsGzip: 30 + 50 + 20 + 40 + 60, cssGzip: 9, budget: 220, over: false }),
    );
  });

  it('flags every page over its budget', () => {
    const heavy: Record<string, number> = { ...SIZES, 'assets/form.js': 30, 'assets/Chart.js': 200 };
    const routes = measureRoutes(MANIFEST, RULES, (file) => heavy[file] ?? Number.NaN);
    expect(routes.filter((candidate) => candidate.over).map((candidate) => candidate.src)).toEqual([
      'src/SignIn.tsx',
      'src/Chart.tsx',
    ]);
  });

  it('refuses a build where the sign-in page is no longer its own chunk', () => {
    const { 'src/SignIn.tsx': _signIn, ...withoutSignIn } = MANIFEST;
    expect(() => measureRoutes(withoutSignIn, RULES, size)).toThrow(/SignIn/);
  });
});
