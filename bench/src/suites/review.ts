import autocannon from 'autocannon';
import { APPLY_CALLS } from '@ftown/domain/applications/api/apply.schemas';
import { REVIEW_CALLS } from '@ftown/domain/review/api/review.schemas';
import { insertEnterprises, onFilledPortal, stageAt, type Sql } from '../lib/bulk.ts';
import { load, toLoadResult, type LoadResult } from '../lib/load.ts';
import { percentile, round1 } from '../lib/stats.ts';
import { API, loginWithPassword, type Db, type Running } from '../lib/portal-process.ts';

/** Applications in the database while a queue is measured (the issue's sizes). */
const SIZES: Record<Db, number> = { postgres: 1_000_000, pglite: 100_000 };
/** BENCH_REVIEW_SIZE shrinks both for a quick run on a shared machine (its results are not the issue's). */
const sizeOf = (db: Db) => Number(process.env.BENCH_REVIEW_SIZE ?? SIZES[db]);
const ENTERPRISES = 50_000;
/** Applications waiting at the approval stage that each pass run moves on, one pass each. */
const PASSES = 300;
/** Two pass runs: one beside the address queue's readers, one beside the approval queue's. */
const PASS_RUNS = 2;
const PASS_CONCURRENCY = 4;
const QUEUE_SECONDS = Number(process.env.BENCH_QUEUE_SECONDS ?? 15);

export type PlanCheck = { topNode: string; seqScanOnApplies: boolean; nodes: string[] };
export type PassResult = { passes: number; p50: number; p99: number; max: number; errors: number };
export type ReviewDbResult = {
  applications: number;
  generateSeconds: number;
  stageQueue: LoadResult & { job: string; total: number };
  assignedQueue: LoadResult & { job: string; total: number };
  /** The stage queue least remaining time first, and only its overdue rows (issue 14's stage clocks). */
  remainingQueue: LoadResult & { job: string; total: number };
  overdueQueue: LoadResult & { job: string; total: number };
  /** Passes while the address queue is read (a queue they do not touch). */
  passUnderLoad: PassResult;
  /** The address queue at 50 connections while passes at the approval stage run: none of them changes it. */
  queueDuringPasses: LoadResult;
  /** The approval queue at 50 connections while passes run: every pass takes one application out of it. */
  touchedQueueDuringPasses: LoadResult & { passes: PassResult };
  explain: { stageQueue: PlanCheck; stageCount: PlanCheck; assignedQueue: PlanCheck; remainingQueue: PlanCheck; overdueCount: PlanCheck };
};
export type ReviewResult = Partial<Record<Db, ReviewDbResult>>;

/**
 * Enterprises and `count` applications in two INSERT … SELECT generate_series statements, spread over every
 * status and, in review, every stage; a third of the centre stages are assigned to gov1 and law1. Then PASSES
 * applications at the approval stage for the pass run.
 */
const fill = async (sql: Sql, count: number) => {
  const [ids] = (await sql(
    `select (select id from users where username = 'zhangsan') as zhang, (select id from users where username = 'gov1') as gov1,
            (select id from users where username = 'law1') as law1`,
  )) as [{ zhang: number; gov1: number; law1: number }];
  const e0 = await insertEnterprises(sql, ENTERPRISES, 7_000_000);
  await sql(`
    insert into applies (enterprise_id, created_by, category, company_type, relocate, name, status, stage, halted_at, version,
                         gov_examiner_id, statute_examiner_id, submitted_at, created_at, updated_at)
    select ${e0} + g % ${ENTERPRISES}, ${ids.zhang}, (array['manager','product','ownfund','other'])[1 + g % 4],
           case when g % 3 = 0 then 'partner' else 'company' end, g % 5 = 0, '压测企业' || g, g % 7,
           case when g % 7 = 2 then ${stageAt('g / 7')} end,
           case when g % 7 in (4, 5) then ${stageAt('g / 7')} end,
           case when g % 7 = 0 then 0 else 1 end,
           case when g % 3 = 0 then ${ids.gov1} end, case when g % 3 = 0 then ${ids.law1} end,
           case when g % 7 > 0 then now() - make_interval(mins => g) end,
           now() - make_interval(mins => g + 60), now() - make_interval(secs => g)
    from generate_series(1, ${count}) g`);
  // Stage clocks as the workflow writer keeps them: waiting rows started at their submission (spread over days,
  // so some are overdue), 5 days' limit, the instants by calendar days (the bench needs their spread, not holidays).
  // Their amber/overdue notices count as sent: the bench measures queues, not a backlog of notices after a fill.
  await sql(`
    update applies set clock_stage = case when status = 1 then 'examine' else stage end, clock_limit_days = 5,
      clock_started_at = submitted_at, clock_amber_at = submitted_at + interval '4 days', clock_overdue_at = submitted_at + interval '5 days',
      clock_notified = case when submitted_at + interval '5 days' <= now() then 2 when submitted_at + interval '4 days' <= now() then 1 else 0 end
    where status in (1, 2)`);
  const [{ before }] = (await sql(`select max(id) as before from applies`)) as [{ before: number }];
  await sql(`
    insert into applies (enterprise_id, created_by, category, company_type, relocate, name, status, stage, version, submitted_at, created_at, updated_at)
    select ${e0} + g, ${ids.zhang}, 'manager', 'company', false, '待报备企业' || g, 2, 'approval', 1, now(), now(), now()
    from generate_series(1, ${PASSES * PASS_RUNS}) g`);
  await sql('analyze');
  return (await sql(`select id from applies where id > ${before} order by id`)).map((r) => Number(r.id));
};

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };
const walk = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(walk)];

/** EXPLAIN of the queue's page and count queries as the repository writes them (applications.repository listQueue). */
const explain = async (sql: Sql, query: string): Promise<PlanCheck> => {
  const [row] = await sql(`explain (format json) ${query}`);
  const raw = row?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  const nodes = walk(plan[0].Plan);
  return {
    topNode: plan[0].Plan['Node Type'],
    seqScanOnApplies: nodes.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'applies'),
    nodes: nodes.map((n) => `${n['Node Type']}${n['Relation Name'] ? ` on ${n['Relation Name']}` : ''}`),
  };
};

const plans = async (sql: Sql) => {
  const [{ gov1 }] = (await sql(`select id as gov1 from users where username = 'gov1'`)) as [{ gov1: number }];
  const page = (where: string) =>
    `select a.*, e.unicodes, e.name from applies a join enterprises e on e.id = a.enterprise_id where ${where} order by a.submitted_at, a.id limit 10 offset 0`;
  return {
    stageQueue: await explain(sql, page(`a.status = 2 and a.stage = 'address'`)),
    stageCount: await explain(sql, `select count(*) from applies a where a.status = 2 and a.stage = 'address'`),
    assignedQueue: await explain(sql, page(`a.status = 2 and a.stage = 'gov_early' and a.gov_examiner_id = ${gov1}`)),
    remainingQueue: await explain(
      sql,
      `select a.*, e.unicodes, e.name from applies a join enterprises e on e.id = a.enterprise_id where a.status = 2 and a.stage = 'address'
       order by a.clock_overdue_at asc nulls last, a.clock_limit_days * 86400 - a.clock_spent_s, a.id limit 10 offset 0`,
    ),
    overdueCount: await explain(
      sql,
      `select count(*) from applies a where a.status = 2 and a.stage = 'address' and a.clock_started_at is not null and a.clock_overdue_at <= now()`,
    ),
  };
};

const queue = async (portal: Running, token: string, job: string, extra = '') => {
  const url = `${portal.url}${API}${APPLY_CALLS.getAllApply.path}?job=${job}&page=1&size=10${extra}`;
  const first = (await (await fetch(url, { headers: { 'x-token': token } })).json()) as { data: { total: number } };
  const r = await load({ url, headers: { 'x-token': token }, seconds: QUEUE_SECONDS });
  if (r.non2xx > 0) throw new Error(`queue ${job}: ${r.non2xx} non-2xx answers`);
  return { job, total: first.data.total, ...r };
};

/** Passes the approval stage of each prepared application, a few at a time, timing each call. */
const passes = async (portal: Running, token: string, ids: number[]): Promise<PassResult> => {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const apply = ids[next++];
      const started = performance.now();
      const res = await fetch(`${portal.url}${API}${REVIEW_CALLS.pass.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-token': token },
        body: JSON.stringify({ apply, stage: 'approval', opinion: '同意', result: { reportDate: '2026-03-03' } }),
      });
      await res.arrayBuffer();
      times.push(performance.now() - started);
      if (res.status !== 200) errors++;
    }
  };
  await Promise.all(Array.from({ length: PASS_CONCURRENCY }, worker));
  const sorted = times.sort((a, b) => a - b);
  return { passes: times.length, p50: round1(percentile(sorted, 50)), p99: round1(percentile(sorted, 99)), max: round1(sorted.at(-1) ?? 0), errors };
};

const measure = async (portal: Running, passIds: number[]) => {
  const biz1 = await loginWithPassword(portal.url, 'biz1');
  const gov1 = await loginWithPassword(portal.url, 'gov1');
  const stageQueue = await queue(portal, biz1, 'address');
  const assignedQueue = await queue(portal, gov1, 'gov_early');
  const remainingQueue = await queue(portal, biz1, 'address', '&sort=remaining');
  const overdueQueue = await queue(portal, biz1, 'address', '&clockLevel=overdue&sort=remaining');
  // A pass run while a queue is under load at 50 connections. A pass at the approval stage takes an application
  // out of the approval queue and into the reported one: the server forgets those queues' pages and no other.
  const duringPasses = async (job: string, ids: number[]) => {
    const url = `${portal.url}${API}${APPLY_CALLS.getAllApply.path}?job=${job}&page=1&size=10`;
    const background = autocannon({ url, connections: 50, headers: { 'x-token': biz1 }, duration: 60 });
    const passed = await passes(portal, biz1, ids);
    (background as unknown as { stop(): void }).stop();
    const read = toLoadResult(await background);
    if (read.non2xx > 0) throw new Error(`${job} queue during passes: ${read.non2xx} non-2xx answers`);
    return { passed, read };
  };
  const untouched = await duringPasses('address', passIds.slice(0, PASSES));
  const touched = await duringPasses('approval', passIds.slice(PASSES));
  return {
    stageQueue,
    assignedQueue,
    remainingQueue,
    overdueQueue,
    passUnderLoad: untouched.passed,
    queueDuringPasses: untouched.read,
    touchedQueueDuringPasses: { ...touched.read, passes: touched.passed },
  };
};

/** The fill, timed, and the plans of the queue queries on the filled database. */
const fillAndExplain = async (sql: Sql, count: number) => {
  const started = Date.now();
  const passIds = await fill(sql, count);
  return { generateSeconds: Math.round((Date.now() - started) / 100) / 10, passIds, explain: await plans(sql) };
};

/** A stage queue and an assigned queue over 1,000,000 applications (PGlite 100,000), and a pass under that load. */
export const review = async (dbs: Db[]): Promise<ReviewResult> => {
  const result: ReviewResult = {};
  for (const db of dbs) {
    result[db] = await onFilledPortal(db, {
      prepare: async () => undefined,
      fill: (sql) => fillAndExplain(sql, sizeOf(db)),
      measure: async (portal, { generateSeconds, passIds, explain }) => ({
        applications: sizeOf(db),
        generateSeconds,
        ...(await measure(portal, passIds)),
        explain,
      }),
    });
  }
  return result;
};
