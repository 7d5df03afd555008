import { type Kysely, sql } from 'kysely';

/**
 * The `lists` signal also says where each changed application stood in the queues before and after the change
 * (issue 15, queue pages while passes invalidate them), so the list cache can tell that a pass taking an
 * application out of a queue leaves that queue's first page as it was and only lowers its total, instead of
 * forgetting the page and having every reader wait for a new one. New fields beside `uids` and `queues` (0027):
 * - `moves`: `[id, before, after]` per changed application, null when more than MAX_MOVES changed (the cache
 *   then forgets the named queues as before). A side is null outside every queue (absent, or a draft), else
 *   `[status, stage, gov examiner, statute examiner, submitted ms, overdue ms, remaining s]`: what decides its
 *   queues and its place in their two orders (arrival; remaining time, migration 0028).
 * - `xid`: the writing transaction, so a reader that knows the snapshot its page or count was read in can tell
 *   whether the change is already in it (`pg_current_snapshot()`).
 * - `at`: the trigger's clock. PostgreSQL delivers identical payloads of one transaction once; two statements
 *   making the same move in one transaction (there and back and there again) must both be heard.
 */
const MAX_NAMED_UIDS = 200;
const MAX_NAMED_QUEUES = 50;
/** Moves named before a signal gives none: at about 160 bytes each, with the uids and pairs, well under 8000. */
const MAX_MOVES = 16;

/** The queues and applicants of `rows`, and the moves of `moves` (id, b, a), notified unless no row changed. */
const notifyBody = (rows: string, moves: string) => `
  declare
    uids int[];
    queues json;
    named int;
    moved json;
  begin
    if not exists (select 1 from ${rows}) then return null; end if;
    -- Drafts (status 0) appear only in their applicants' lists.
    select count(*), json_agg(json_build_array(status, stage)) into named, queues
      from (select distinct status, stage from ${rows} where status <> 0) q;
    if named = 0 then queues := 'false'::json;
    elsif named > ${MAX_NAMED_QUEUES} then queues := 'true'::json;
    end if;
    -- Counted with a limit first: a bulk insert must not build a huge array only to drop it.
    if named > 0 and (select count(*) from (select 1 from ${moves} limit ${MAX_MOVES + 1}) m) <= ${MAX_MOVES} then
      select coalesce(json_agg(json_build_array(id, b, a)), '[]'::json) into moved from ${moves} where b is not null or a is not null;
    end if;
    uids := array(select distinct ue.user_id from user_enterprises ue
                  where ue.enterprise_id in (select enterprise_id from ${rows}) limit ${MAX_NAMED_UIDS + 1});
    if cardinality(uids) > ${MAX_NAMED_UIDS} then uids := null; end if;
    perform pg_notify('lists', json_build_object('uids', uids, 'queues', queues, 'moves', moved,
      'xid', pg_current_xact_id()::text, 'at', clock_timestamp())::text);
    return null;
  end`;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Where a row stands in the queues; null outside them. Timestamps in whole ms (the cache compares them with
  // the ms of the rows it holds, treating a tie as unknown order).
  await sql`create function lists_queue_place(r applies) returns json language sql stable as $$
    select case when r.status is null or r.status = 0 then null else json_build_array(r.status, r.stage,
      r.gov_examiner_id, r.statute_examiner_id,
      floor(extract(epoch from r.submitted_at) * 1000)::bigint, floor(extract(epoch from r.clock_overdue_at) * 1000)::bigint,
      r.clock_limit_days * 86400 - r.clock_spent_s) end $$`.execute(db);
  // Inserts (the rows after) and deletes (the rows before) share one function, reading the rows as `changed`.
  await sql`create or replace function lists_applies_changed() returns trigger language plpgsql as $$
    ${sql.raw(
      notifyBody(
        'changed',
        `(select c.id, case when TG_OP = 'DELETE' then lists_queue_place(c) end as b,
                 case when TG_OP = 'INSERT' then lists_queue_place(c) end as a from changed c) as m`,
      ),
    )} $$`.execute(db);
  await sql`create or replace function lists_applies_updated() returns trigger language plpgsql as $$
    ${sql.raw(
      notifyBody(
        '(select * from old_rows union all select * from new_rows) as changed',
        `(select coalesce(n.id, o.id) as id, lists_queue_place(o) as b, lists_queue_place(n) as a
            from old_rows o full join new_rows n on n.id = o.id) as m`,
      ),
    )} $$`.execute(db);
};
