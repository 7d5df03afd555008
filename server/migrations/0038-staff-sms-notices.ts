import { type Kysely, sql } from 'kysely';

/**
 * Who an SMS notice is for (issue 14: examiners told by SMS too): each audience has its own approved template, so
 * the sender picks the template by it. Notices queued before are the applicants' (the only ones there were).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('sms_notices')
    .addColumn('audience', 'text', (c) => c.notNull().defaultTo('applicant').check(sql`audience in ('applicant', 'staff')`))
    .execute();
};
