import { APPLY_STATUS, type ApplyStatus } from '../applications/status.ts';
import { isPausedStatus, runningClockStage } from '../time-limits/limits.ts';
import type { TFlowRecord, TTakeoverDetail, TTimelineEntry, TTimelineFile } from './api/review.schemas.ts';

type StaffRef = { id: number; name: string };

/** A file event as stored (attachment_events, migration 0034): an upload or a removal, by whom and when. */
export type FileEvent = { id: number; change: 'upload' | 'remove'; file: TTimelineFile; at: string; actor: StaffRef | null };

export type TimelineSources = {
  /** The first submission (later ones are resubmit flow records); none for a draft. */
  submission: { version: number; at: string; actor: StaffRef | null } | null;
  /** Flow records oldest first. */
  flow: readonly TFlowRecord[];
  /** File events oldest first. */
  files: readonly FileEvent[];
  messages: readonly { id: number; at: string; receiver: StaffRef; subject: string }[];
  /** Takeovers of a stage's examination (the audit log's review_takeover rows) oldest first; staff see them. */
  takeovers: readonly ({ id: number; at: string; actor: StaffRef } & TTakeoverDetail)[];
  /** The name of an examiner an assignment handed the application to. */
  nameOf: (id: number) => string | undefined;
};

/** Who reads the timeline: staff see it all; an applicant (`userId`) sees their own application's, less what is internal. */
export type TimelineAudience = { staff: true } | { staff: false; userId: number };

/**
 * What happened at one instant comes in the order it was done: a file is uploaded before the step that needs
 * it, a step pauses or resumes the clock, and the step's messages go out last.
 */
const RANK: Record<TTimelineEntry['kind'], number> = { file: 0, submit: 1, flow: 2, handoff: 2, takeover: 2, clock: 3, message: 4 };

/** Staff-only parts of a step: the examiner's opinion, what the stage recorded, the staff columns (updateColumn). */
const forApplicant = (r: TFlowRecord): TFlowRecord => ({ ...r, opinion: '', result: null });

/**
 * A removal and an upload of the same attachment key while the applicant edits one version (between two
 * submissions) are one replacement, in either order: the pairs, as indexes into `files` (the later one first).
 */
const replacementPairs = (files: readonly FileEvent[], boundaries: readonly string[]) => {
  // A file of the submission's own instant was part of what it submitted: it belongs before the boundary.
  const periodOf = (at: string) => boundaries.filter((b) => b < at).length;
  const open = new Map<string, number[]>();
  const pairs = new Map<number, number>();
  files.forEach((event, index) => {
    const slot = `${periodOf(event.at)}:${event.file.key}`;
    const waiting = open.get(slot) ?? [];
    const match = waiting.findIndex((other) => files[other]!.change !== event.change);
    if (match >= 0) {
      pairs.set(index, waiting[match]!);
      waiting.splice(match, 1);
    } else waiting.push(index);
    open.set(slot, waiting);
  });
  return pairs;
};

const fileEntries = (files: readonly FileEvent[], boundaries: readonly string[]): TTimelineEntry[] => {
  const pairs = replacementPairs(files, boundaries);
  const absorbed = new Set(pairs.values());
  return files.flatMap((event, index): TTimelineEntry[] => {
    if (absorbed.has(index)) return [];
    const partner = pairs.get(index);
    const base = { kind: 'file' as const, key: `file-${event.id}`, at: event.at, actor: event.actor };
    if (partner === undefined) return [{ ...base, change: event.change, file: event.file, replaced: null }];
    const other = files[partner]!;
    const [added, removed] = event.change === 'upload' ? [event, other] : [other, event];
    return [{ ...base, change: 'replace', file: added.file, replaced: removed.file }];
  });
};

/**
 * The clock's pauses and resumptions, read from the steps as domain clock.ts nextClock moves it: a step into a
 * paused state (returned, withdrawn) stops the stage's clock; the resubmission that comes back to that stage
 * resumes it. A resubmission to another stage starts that stage afresh, like any step to a new stage.
 */
const clockEntries = (flow: readonly TFlowRecord[]): TTimelineEntry[] => {
  let status: ApplyStatus = APPLY_STATUS.submitted;
  let paused: string | null = null;
  return flow.flatMap((r): TTimelineEntry[] => {
    const before = status;
    status = r.status;
    const base = { kind: 'clock' as const, key: `clock-${r.id}`, at: r.at, actor: { id: r.actorId, name: r.actorName } };
    if (isPausedStatus(r.status) && !isPausedStatus(before)) {
      const stage = runningClockStage(before, r.stage) ?? 'examine';
      paused = stage;
      return [{ ...base, change: 'pause', stage }];
    }
    const running = runningClockStage(r.status, r.toStage);
    if (isPausedStatus(before) && running !== null && running === paused) {
      paused = null;
      return [{ ...base, change: 'resume', stage: running }];
    }
    return [];
  });
};

/**
 * One timeline of an application from its sources, in one pass after a sort on (instant, rank, source order):
 * stable, since each source is given in its own id order. An applicant sees only the messages sent to them, no
 * staff column notes (updateColumn steps) and no takeovers: who examines is not the applicant's business.
 */
export const buildTimeline = (sources: TimelineSources, audience: TimelineAudience): TTimelineEntry[] => {
  const flow = audience.staff ? sources.flow : sources.flow.filter((r) => r.action !== 'updateColumn').map(forApplicant);
  const boundaries = [...(sources.submission ? [sources.submission.at] : []), ...flow.filter((r) => r.action === 'resubmit').map((r) => r.at)];
  const entries: TTimelineEntry[] = [
    ...(sources.submission
      ? [{ kind: 'submit' as const, key: 'submit-1', at: sources.submission.at, actor: sources.submission.actor, version: sources.submission.version }]
      : []),
    ...flow.map((record): TTimelineEntry => {
      const actor = { id: record.actorId, name: record.actorName };
      if (record.action !== 'assign') return { kind: 'flow', key: `flow-${record.id}`, at: record.at, actor, record };
      const examinerId = sources.flow.find((r) => r.id === record.id)?.result?.examinerId;
      const to = typeof examinerId === 'number' ? { id: examinerId, name: sources.nameOf(examinerId) ?? '' } : null;
      return { kind: 'handoff', key: `flow-${record.id}`, at: record.at, actor, record, to };
    }),
    ...(audience.staff
      ? sources.takeovers.map(({ id, at, actor, stage, version, from }): TTimelineEntry => ({ kind: 'takeover', key: `takeover-${id}`, at, actor, stage, version, from }))
      : []),
    ...clockEntries(flow),
    ...fileEntries(sources.files, boundaries),
    ...sources.messages
      .filter((m) => audience.staff || m.receiver.id === audience.userId)
      .map((m): TTimelineEntry => ({ kind: 'message', key: `message-${m.id}`, at: m.at, actor: null, receiver: m.receiver, subject: m.subject })),
  ];
  return entries
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => (a.entry.at < b.entry.at ? -1 : a.entry.at > b.entry.at ? 1 : RANK[a.entry.kind] - RANK[b.entry.kind] || a.order - b.order))
    .map(({ entry }) => entry);
};

export type TimelineFileEntry = Extract<TTimelineEntry, { kind: 'file' }>;
/** A run of file changes made in one sitting (groupFileRuns). */
export type TimelineFileRun = { kind: 'files'; key: string; change: TimelineFileEntry['change']; files: TimelineFileEntry[] };

/** One line of the timeline as it is read: an entry other than a file change, or a run of file changes. */
export type TimelineItem = { kind: 'entry'; entry: Exclude<TTimelineEntry, TimelineFileEntry> } | TimelineFileRun;

/** How far apart two file changes of one person may be and still belong to one sitting. */
export const FILE_RUN_GAP_MS = 30 * 60_000;

const continuesRun = (run: readonly TimelineFileEntry[], entry: TimelineFileEntry) => {
  const last = run[run.length - 1]!;
  return (
    entry.change === last.change &&
    (entry.actor?.id ?? null) === (last.actor?.id ?? null) &&
    Date.parse(entry.at) - Date.parse(last.at) <= FILE_RUN_GAP_MS
  );
};

/**
 * The timeline as it is shown: a form's attachments are uploaded one by one, and eighteen lines of 上传附件 hid the
 * steps between them. Neighbouring changes of one kind by one person, each within FILE_RUN_GAP_MS of the last,
 * are one item; anything else between them (a submission, a step) ends the run. On the wire the entries stay
 * one per file.
 */
export const groupFileRuns = (entries: readonly TTimelineEntry[]): TimelineItem[] => {
  const items: TimelineItem[] = [];
  for (const entry of entries) {
    const last = items[items.length - 1];
    if (entry.kind === 'file' && last?.kind === 'files' && continuesRun(last.files, entry)) last.files.push(entry);
    else if (entry.kind === 'file') items.push({ kind: 'files', key: entry.key, change: entry.change, files: [entry] });
    else items.push({ kind: 'entry', entry });
  }
  return items;
};
