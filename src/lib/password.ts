/**
 * The contract's shortest password (registration, recovery, an employee's): checked before sending,
 * with the length said in the user's language, so the server's technical text never reaches them.
 * tests/contract/passwordRule.test.ts keeps it equal to the contract's minLength.
 */
export const PASSWORD_MIN_LENGTH = 8;
