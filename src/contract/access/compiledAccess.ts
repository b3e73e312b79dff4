import { type AccessExpression, compileAccess } from './accessExpression';
import type { AccessRule } from './accessRules';

const compiled = new Map<string, AccessRule>();

/** One compiled rule per distinct expression: pages, menu entries and actions share them. */
export function accessRule(expression: AccessExpression): AccessRule {
  const key = JSON.stringify(expression);
  let rule = compiled.get(key);
  if (!rule) {
    rule = compileAccess(expression);
    compiled.set(key, rule);
  }
  return rule;
}
