import type { DbLog } from '../db/database.ts';

/** A database log that says nothing, for the tests that open a database of their own. */
export const quietDbLog: DbLog = { info: () => {}, warn: () => {}, error: () => {} };
