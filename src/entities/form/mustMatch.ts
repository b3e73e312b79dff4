import { type Row, valueAt } from '../data/values';
import type { FormDefinition } from '../resource';

/**
 * Whether a form may be sent as far as its `mustMatch` goes: the field typed exactly as the value of the
 * object the form is about (no trimming, no case folding: deleting an account asks for care).
 */
export function mustMatchHolds(definition: FormDefinition, data: Row, about: Row | null): boolean {
  if (!definition.mustMatch) return true;
  const expected = valueAt(about, definition.mustMatch.source);
  const typed = data[definition.mustMatch.field];
  return typeof expected === 'string' && expected !== '' && typed === expected;
}
