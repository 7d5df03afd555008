import { type Kysely, sql } from 'kysely';

/**
 * Applications, their sections, frozen versions, attachments and the officer register (DESIGN section 4).
 * The applies table already carries the review workflow's columns so the workflow adds no migration of its own
 * to the table it moves.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // New enterprises of individual applicants are ENT-<n>; numbering starts clear of the seeded ENT-1..3.
  await sql`create sequence enterprise_unicodes_seq start with 1001`.execute(db);

  await db.schema
    .createTable('applies')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('enterprise_id', 'integer', (c) => c.notNull().references('enterprises.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('manager', 'product', 'ownfund', 'other')`))
    .addColumn('company_type', 'text', (c) => c.notNull().check(sql`company_type in ('company', 'partner')`))
    .addColumn('relocate', 'boolean', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`status between 0 and 6`))
    .addColumn('stage', 'text')
    .addColumn('halted_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lock_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gov_examiner_id', 'integer', (c) => c.references('users.id'))
    .addColumn('statute_examiner_id', 'integer', (c) => c.references('users.id'))
    .addColumn('inquire', 'text')
    .addColumn('bureau', 'text')
    .addColumn('examine_company_names', 'text')
    .addColumn('note', 'text')
    .addColumn('stage_records', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('settled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    // A stage exactly while in review (status 2).
    .addCheckConstraint('applies_stage_while_in_review', sql`(status = 2) = (stage is not null)`)
    .execute();
  // The applicant's list: their enterprises' applications, latest change first.
  await db.schema
    .createIndex('applies_enterprise_updated_idx')
    .on('applies')
    .columns(['enterprise_id', 'updated_at desc', 'id desc'])
    .execute();
  // Stage queues (status 2 and a stage), oldest submission first.
  await db.schema
    .createIndex('applies_queue_idx')
    .on('applies')
    .columns(['status', 'stage', 'submitted_at', 'id'])
    .execute();
  // List queues (submitted, returned, not passed) take a status whatever the stage.
  await db.schema
    .createIndex('applies_status_queue_idx')
    .on('applies')
    .columns(['status', 'submitted_at', 'id'])
    .execute();
  // Assigned-stage queues of one examiner.
  await db.schema
    .createIndex('applies_gov_examiner_idx')
    .on('applies')
    .columns(['gov_examiner_id', 'status', 'stage', 'submitted_at', 'id'])
    .where(sql.ref('gov_examiner_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('applies_statute_examiner_idx')
    .on('applies')
    .columns(['statute_examiner_id', 'status', 'stage', 'submitted_at', 'id'])
    .where(sql.ref('statute_examiner_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('apply_sections')
    .addColumn('apply_id', 'integer', (c) => c.notNull().references('applies.id').onDelete('cascade'))
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('apply_sections_pk', ['apply_id', 'section'])
    .execute();

  await db.schema
    .createTable('apply_versions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('apply_id', 'integer', (c) => c.notNull().references('applies.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    // Every section of the type, as submitted.
    .addColumn('sections', 'jsonb', (c) => c.notNull())
    // References (id, key, name, size, mime, sha256) of the files submitted with it.
    .addColumn('attachments', 'jsonb', (c) => c.notNull())
    .addColumn('submitted_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('apply_versions_apply_version_uq', ['apply_id', 'version'])
    .execute();

  await db.schema
    .createTable('apply_attachments')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('apply_id', 'integer', (c) => c.notNull().references('applies.id').onDelete('cascade'))
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    // A file removed from the draft stays while a frozen version still refers to it.
    .addColumn('removed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('apply_attachments_apply_section_idx')
    .on('apply_attachments')
    .columns(['apply_id', 'section', 'id'])
    .execute();

  await db.schema
    .createTable('officer_registers')
    .addColumn('enterprise_id', 'integer', (c) => c.primaryKey().references('enterprises.id').onDelete('cascade'))
    .addColumn('register', 'jsonb', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
};
