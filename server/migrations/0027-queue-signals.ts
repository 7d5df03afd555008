import { type Kysely, sql } from 'kysely';

/**
 * The `lists` signal names the queues a change touched instead of saying "some queue" (issue 15): a staff queue
 * page is forgotten only when a changed row was, before or after the change, in its status and stage, so passing
 * one application at the approval stage no longer empties every other queue's pages. `queues` is now `false`
 * (no queue, as before), `true` (every queue: too many to name, or an enterprise renamed) or a list of
 * `[status, stage]` pairs, stage null outside review. The server's list cache reads both forms.
 */
const MAX_NAMED_UIDS = 200;
/** Pairs named before a signal says "every queue": a bulk change would otherwise outgrow NOTIFY's 8000 bytes. */
const MAX_NAMED_QUEUES = 50;

/** The queues and applicants of `rows` (an SQL row source), notified unless no row changed. */
const notifyBody = (rows: string) => `
  declare
    uids int[];
    queues json;
    named int;
  begin
    if not exists (select 1 from ${rows}) then return null; end if;
    -- Drafts (status 0) appear only in their applicants' lists.
    select count(*), json_agg(json_build_array(status, stage)) into named, queues
      from (select distinct status, stage from ${rows} where status <> 0) q;
    if named = 0 then queues := 'false'::json;
    elsif named > ${MAX_NAMED_QUEUES} then queues := 'true'::json;
    end if;
    uids := array(select distinct ue.user_id from user_enterprises ue
                  where ue.enterprise_id in (select enterprise_id from ${rows}) limit ${MAX_NAMED_UIDS + 1});
    if cardinality(uids) > ${MAX_NAMED_UIDS} then uids := null; end if;
    perform pg_notify('lists', json_build_object('uids', uids, 'queues', queues)::text);
    return null;
  end`;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Inserts and deletes keep their triggers (0009), which read the rows as `changed`.
  await sql`create or replace function lists_applies_changed() returns trigger language plpgsql as $$
    ${sql.raw(notifyBody('changed'))} $$`.execute(db);
  // An update moves rows from one queue to another: both sides are named.
  await sql`create function lists_applies_updated() returns trigger language plpgsql as $$
    ${sql.raw(notifyBody('(select * from old_rows union all select * from new_rows) as changed'))} $$`.execute(db);
  await sql`drop trigger applies_lists_update on applies`.execute(db);
  await sql`create trigger applies_lists_update after update on applies
    referencing old table as old_rows new table as new_rows for each statement execute function lists_applies_updated()`.execute(db);
};
