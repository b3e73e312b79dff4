/**
 * What `npm run gen`, the server and the tests need to know about access expressions beyond compiling
 * them: reading one from the contract (an operation's `x-access`), saying it in words for the
 * contract's prose, and comparing two over every context the rules can meet, so a page that grants
 * what its operations refuse is found before anyone opens it.
 */
import {
  type AccessExpression,
  compileAccess,
  DEPLOYMENT_RULES,
  NAMED_RULES,
  type Permission,
  type RuleName,
} from './accessExpression';
import type { AccessContext, PlanFlag } from './accessRules';

const PLAN_FLAGS: readonly PlanFlag[] = [
  'planShowProducts',
  'planShowOffers',
  'planShowNews',
  'planPushNotifications',
];
const PERMISSIONS: readonly Permission[] = [
  'permStore',
  'permGivePoints',
  'permRedeem',
  'permCreateCustomer',
];

function isRuleName(value: unknown): value is RuleName {
  return typeof value === 'string' && Object.hasOwn(NAMED_RULES, value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export type ReadAccess = { ok: true; expression: AccessExpression } | { ok: false; reason: string };

const fail = (reason: string): ReadAccess => ({ ok: false, reason });

function readList(key: 'allOf' | 'anyOf', inner: unknown): ReadAccess {
  if (!Array.isArray(inner) || inner.length === 0) return fail(`${key} needs a non-empty list`);
  const parts: AccessExpression[] = [];
  for (const part of inner) {
    const read = readAccessExpression(part);
    if (!read.ok) return read;
    parts.push(read.expression);
  }
  return { ok: true, expression: key === 'allOf' ? { allOf: parts } : { anyOf: parts } };
}

/** The expression as the contract writes it, or the reason it is not one (for gen's message). */
export function readAccessExpression(value: unknown): ReadAccess {
  if (isRuleName(value)) return { ok: true, expression: value };
  if (!isObject(value) || Object.keys(value).length !== 1)
    return fail(`${JSON.stringify(value)} is not an access rule`);
  const [key] = Object.keys(value) as [string];
  const inner = value[key];
  if (key === 'plan')
    return PLAN_FLAGS.includes(inner as PlanFlag)
      ? { ok: true, expression: { plan: inner as PlanFlag } }
      : fail(`${JSON.stringify(inner)} is not a plan flag`);
  if (key === 'feature')
    return inner === 'banners'
      ? { ok: true, expression: { feature: 'banners' } }
      : fail(`${JSON.stringify(inner)} is not a feature`);
  if (key === 'permission')
    return PERMISSIONS.includes(inner as Permission)
      ? { ok: true, expression: { permission: inner as Permission } }
      : fail(`${JSON.stringify(inner)} is not a permission`);
  if (key === 'allOf' || key === 'anyOf') return readList(key, inner);
  if (key === 'byBrand' && isObject(inner)) {
    const byDefault = readAccessExpression(inner.default);
    if (!byDefault.ok) return byDefault;
    const other = readAccessExpression(inner.other);
    if (!other.ok) return other;
    return { ok: true, expression: { byBrand: { default: byDefault.expression, other: other.expression } } };
  }
  return fail(`${JSON.stringify(value)} is not an access rule`);
}

/** The named rules and combinations that need the deployment (brand, multistore), which servers do not know. */
export function deploymentTerms(expression: AccessExpression): string[] {
  if (typeof expression === 'string') return DEPLOYMENT_RULES.has(expression) ? [expression] : [];
  if ('allOf' in expression) return expression.allOf.flatMap(deploymentTerms);
  if ('anyOf' in expression) return expression.anyOf.flatMap(deploymentTerms);
  if ('byBrand' in expression) return ['byBrand'];
  return [];
}

const NAMED_PROSE: Record<RuleName, string> = {
  public: 'anyone, without a session',
  signedIn: 'any signed-in user (administrator, owner or employee)',
  admin: 'administrators',
  allStoreUsers: 'every user of the store (owner or employee)',
  owner: "the store's owner",
  permStoreEmployee: 'employees with permStore',
  ownerOfSingleStore: 'the owner when the platform hosts a single store',
  storeSettings: 'the owner and employees with permStore',
  ecommerce: "the owner and employees with permStore, when the store's plan has planShowProducts",
  storeCategories: 'the ecommerce users allowed to manage categories',
};

/** The expression in words, as the contract's descriptions say who may call an operation. */
export function describeAccess(expression: AccessExpression): string {
  if (typeof expression === 'string') return NAMED_PROSE[expression];
  if ('plan' in expression) return `only while the store's plan has ${expression.plan}`;
  if ('feature' in expression) return 'only while the platform has banners enabled';
  if ('permission' in expression) return `the owner and employees with ${expression.permission}`;
  if ('allOf' in expression) return expression.allOf.map(describeAccess).join(', ');
  if ('anyOf' in expression) return expression.anyOf.map(describeAccess).join(', or ');
  return `under the default brand ${describeAccess(expression.byBrand.default)}, under others ${describeAccess(expression.byBrand.other)}`;
}

/** The sentence gen appends to an operation's description from its x-access. */
export function accessSentence(expression: AccessExpression): string {
  if (expression === 'public') return 'Access (x-access: public): anyone, without a session.';
  return (
    `Access (x-access: ${JSON.stringify(expression)}): ${describeAccess(expression)}. ` +
    'Anyone else is answered 403 (401 without a session).'
  );
}

function* bits(count: number): Generator<boolean[]> {
  for (let mask = 0; mask < 1 << count; mask++)
    yield Array.from({ length: count }, (_, index) => (mask & (1 << index)) !== 0);
}

let everyContext: AccessContext[] | null = null;

/** Every context the rules can meet: each kind of user, permission, plan, brand and platform switch. */
export function everyAccessContext(): AccessContext[] {
  everyContext ??= listContexts();
  return everyContext;
}

function listContexts(): AccessContext[] {
  const contexts: AccessContext[] = [];
  const plans: (AccessContext['plan'] | null)[] = [null];
  for (const [a, b, c, d] of bits(4))
    plans.push({
      planShowProducts: a,
      planShowOffers: b,
      planShowNews: c,
      planPushNotifications: d,
    } as never);
  const users: Pick<AccessContext, 'userType' | 'storeUserType' | 'permStore' | 'permissions'>[] = [
    {
      userType: 'admin',
      storeUserType: null,
      permStore: false,
      permissions: { permStore: false, permGivePoints: false, permRedeem: false, permCreateCustomer: false },
    },
    {
      userType: 'client',
      storeUserType: 'owner',
      permStore: true,
      permissions: { permStore: true, permGivePoints: true, permRedeem: true, permCreateCustomer: true },
    },
  ];
  for (const [permStore, permGivePoints, permRedeem, permCreateCustomer] of bits(4))
    users.push({
      userType: 'client',
      storeUserType: 'employee',
      permStore: permStore === true,
      permissions: {
        permStore: permStore === true,
        permGivePoints: permGivePoints === true,
        permRedeem: permRedeem === true,
        permCreateCustomer: permCreateCustomer === true,
      },
    });
  for (const user of users)
    for (const [multistore, defaultBrand, bannersEnabled] of bits(3))
      for (const plan of plans)
        contexts.push({
          ...user,
          multistore: multistore === true,
          defaultBrand: defaultBrand === true,
          bannersEnabled: bannersEnabled === true,
          plan: user.userType === 'admin' ? null : plan,
        });
  return contexts;
}

/** A context in words, for the message that shows where two rules part. */
export function describeContext(context: AccessContext): string {
  if (context.userType === 'admin') return 'an administrator';
  const granted = Object.entries(context.permissions)
    .filter(([, held]) => held)
    .map(([name]) => name);
  const plan = context.plan
    ? Object.entries(context.plan)
        .filter(([, on]) => on)
        .map(([flag]) => flag)
    : [];
  return [
    context.storeUserType === 'owner' ? 'an owner' : `an employee with [${granted.join(', ')}]`,
    `plan [${plan.join(', ')}]`,
    context.bannersEnabled ? 'banners on' : 'banners off',
    context.multistore ? 'multistore' : 'single store',
    context.defaultBrand ? 'default brand' : 'other brand',
  ].join(', ');
}

/**
 * A context `granted` lets in and `required` refuses (null when `granted` is never wider), under the
 * default brand: the reference server serves it and knows no other, while spec §6 turns two menu
 * entries round under other brands (notifications, admin/locations), which its operations do not follow.
 */
export function grantBeyond(granted: AccessExpression, required: AccessExpression): AccessContext | null {
  const grants = compileAccess(granted);
  const allows = compileAccess(required);
  return (
    everyAccessContext().find((context) => context.defaultBrand && grants(context) && !allows(context)) ??
    null
  );
}
