import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * Test support only: marks an enterprise settled in the register at `settledAt`, standing in for walking an
 * application through every stage to 已入驻 where a test is about reporting, not about the review.
 */
export const settleInRegisterForTest = async (db: Kysely<DB>, unicodes: string, settledAt: Date) => {
  await db.updateTable('enterprises').set({ status: 'settled', settledAt }).where('unicodes', '=', unicodes).execute();
};
