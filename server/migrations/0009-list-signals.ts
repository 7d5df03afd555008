import { type Kysely, sql } from 'kysely';

/**
 * Every change that can alter an application list announces itself on the `lists` channel, from the database,
 * so no write path (a service, the seed, an operator's SQL) can forget to. The payload names the applicants
 * whose own lists changed (null: too many to name, forget every list) and whether any staff queue did.
 * NOTIFY is held until COMMIT and dropped on ROLLBACK, and a conditional update that matched nothing says
 * nothing. Statement triggers with transition tables: a bulk insert is one notification, not one per row.
 * The server's list cache (server/src/applications/list-cache.ts) reads these payloads.
 */
const MAX_NAMED_UIDS = 200;

const notifyFunction = (name: string, body: string) => sql`
  create function ${sql.raw(name)}() returns trigger language plpgsql as $$
  declare
    uids int[];
    queues boolean;
  begin
    ${sql.raw(body)}
    if cardinality(uids) > ${sql.raw(String(MAX_NAMED_UIDS))} then uids := null; end if;
    perform pg_notify('lists', json_build_object('uids', uids, 'queues', queues)::text);
    return null;
  end $$`;

/** Applicants acting for the enterprises of `rows`, at most one more than can be named. */
const actingFor = (rows: string) => `
    uids := array(select distinct ue.user_id from user_enterprises ue
                  where ue.enterprise_id in (select enterprise_id from ${rows}) limit ${MAX_NAMED_UIDS + 1});`;

/** One trigger per event, each naming its rows `changed` (the new rows, or the old ones of a delete). */
const statementTriggers = async (db: Kysely<unknown>, table: string, events: readonly ('insert' | 'update' | 'delete')[], fn: string) => {
  for (const event of events) {
    await sql`create trigger ${sql.raw(`${table}_lists_${event}`)} after ${sql.raw(event)} on ${sql.raw(table)}
      referencing ${sql.raw(event === 'delete' ? 'old' : 'new')} table as changed for each statement execute function ${sql.raw(fn)}()`.execute(db);
  }
};

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Drafts (status 0) appear only in their applicants' lists; every other status is in some staff queue.
  await notifyFunction(
    'lists_applies_changed',
    `select bool_or(status <> 0) into queues from changed;
    if queues is null then return null; end if;
    ${actingFor('changed')}`,
  ).execute(db);
  await statementTriggers(db, 'applies', ['insert', 'update', 'delete'], 'lists_applies_changed');

  // Who acts for an enterprise decides whose list shows its applications.
  await notifyFunction(
    'lists_user_enterprises_changed',
    `uids := array(select distinct user_id from changed limit ${MAX_NAMED_UIDS + 1});
    if cardinality(uids) = 0 then return null; end if;
    queues := false;`,
  ).execute(db);
  await statementTriggers(db, 'user_enterprises', ['insert', 'delete'], 'lists_user_enterprises_changed');

  // Lists show the enterprise's code and name; its password, mobile and tax flag change far more often and
  // concern no list, so only a changed code or name speaks.
  await notifyFunction(
    'lists_enterprises_renamed',
    `select count(*) > 0 into queues from new_rows n join old_rows o on o.id = n.id
      where n.name is distinct from o.name or n.unicodes is distinct from o.unicodes;
    if not queues then return null; end if;
    uids := array(select distinct ue.user_id from user_enterprises ue
                  join new_rows n on n.id = ue.enterprise_id join old_rows o on o.id = n.id
                  where n.name is distinct from o.name or n.unicodes is distinct from o.unicodes limit ${MAX_NAMED_UIDS + 1});`,
  ).execute(db);
  await sql`create trigger enterprises_lists_update after update on enterprises
    referencing old table as old_rows new table as new_rows for each statement execute function lists_enterprises_renamed()`.execute(db);
};
