import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import type { TPresenceEvent } from '@ftown/domain/live/live.schemas';
import type { THolder } from '@ftown/domain/review/api/presence.schemas';
import type { TReviewState, TTimelineEntry } from '@ftown/domain/review/api/review.schemas';
import { DEFAULT_STAGE_LIMITS } from '@ftown/domain/time-limits/limits';
import { callPath, envelope, stubFetch } from '@/test/fixtures';
import { useSessionStore } from '@/stores/session-store';
import { reviewOnPresenceChange } from '../api/keys';
import { applyOf, renderReview, sessions } from '../test/render';
import { ReviewPanel } from './review-panel';

const fetchMock = stubFetch();
afterEach(async () => {
  // The view releases its claim as it goes: let that reach the mock, not the network.
  cleanup();
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/examine/presence/release'))).toBe(true);
  timeline = [];
});

const HUANG: THolder = { id: 9, name: '黄磊', since: '2026-03-02T08:00:00.000Z' };
const ME: THolder = { id: 5, name: '王审核', since: '2026-03-02T08:01:00.000Z' };

const state: TReviewState = {
  apply: applyOf({ id: 7, name: '甲企业' }),
  actions: ['pass', 'return', 'refuse', 'packQApply'],
  steps: { steps: [], current: 0, status: 'process' },
  assignees: { government: null, statute: null },
  stageRecords: {},
  stageFacts: { submittedOn: null, sentOn: null },
};

/** The server as the view meets it: `holder` is who holds application 7; a takeover makes the caller (gov1) hold it. */
let holder: THolder | null = null;
/** The timeline the server answers: empty until a test records a takeover on it. */
let timeline: TTimelineEntry[] = [];
const serve = () =>
  fetchMock.mockImplementation(async (input, init) => {
    const path = callPath(input);
    if (path === '/examine/presence/claim') {
      const body = JSON.parse(String(init?.body)) as { takeover: boolean };
      if (body.takeover || holder === null) holder = ME;
      return envelope({ apply: 7, holder, decides: true });
    }
    if (path === '/examine/presence/release') return envelope({ released: true });
    if (path === '/examine/flow/getReviewState') return envelope(state);
    if (path === '/examine/flow/getAllByApply') return envelope([]);
    if (path === '/examine/flow/getTimeline') return envelope(timeline);
    if (path === '/sam/getUserListByNode') return envelope([]);
    if (path === '/timeLimits/getTimeSettings') return envelope({ limits: DEFAULT_STAGE_LIMITS, days: [] });
    throw new Error(`unexpected call ${path}`);
  });

const claims = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/examine/presence/claim')).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

/** The view's query cache, so a test can deliver a live event as the staff layout's feed does. */
let cache: QueryClient | null = null;
function CacheProbe() {
  const client = useQueryClient();
  useEffect(() => {
    cache = client;
  }, [client]);
  return null;
}
const hear = (event: TPresenceEvent) =>
  act(async () => {
    await Promise.all(reviewOnPresenceChange(event).map((filters) => cache!.invalidateQueries(filters)));
  });

const open = async () => {
  useSessionStore.setState({ session: sessions.gov1 });
  serve();
  renderReview(
    <>
      <CacheProbe />
      <ReviewPanel id={7} />
    </>,
  );
  await screen.findByText('审批内容 · 甲企业');
};

describe('who is examining, in the examine view', { timeout: 30_000 }, () => {
  it('claims on opening, and shows the decisions to the examiner who holds it', async () => {
    holder = null;
    await open();
    await waitFor(() => expect(claims()).toEqual([{ apply: 7, takeover: false }]));
    expect(await screen.findByRole('button', { name: '通过' })).toBeInTheDocument();
    expect(screen.queryByText(/正在审核/)).toBeNull();
  });

  it('shows "黄磊 正在审核" without the decisions, and takes over after a confirmation', async () => {
    holder = HUANG;
    await open();
    expect(await screen.findByText('黄磊 正在审核')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '通过' })).toBeNull();
    expect(screen.queryByRole('button', { name: '驳回' })).toBeNull();
    // What does not collide stays.
    expect(screen.getByRole('button', { name: '打包下载' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '接手审核' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/黄磊 正在审核该申请/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '接手审核' }));
    await waitFor(() => expect(claims()).toContainEqual({ apply: 7, takeover: true }));
    expect(await screen.findByRole('button', { name: '通过' })).toBeInTheDocument();
    expect(screen.queryByText('黄磊 正在审核')).toBeNull();
  });

  it('turns read-only and names who took over when the live feed says so', async () => {
    holder = null;
    await open();
    expect(await screen.findByRole('button', { name: '通过' })).toBeInTheDocument();

    holder = HUANG;
    timeline = [
      { kind: 'takeover', key: 'takeover-1', at: HUANG.since, actor: { id: HUANG.id, name: HUANG.name }, stage: 'gov_early', version: 1, from: { id: ME.id, name: ME.name } },
    ];
    await hear({ apply: 7, holder: HUANG.id, from: ME.id });
    expect(await screen.findByText('黄磊 已接手审核，本页已转为只读')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '通过' })).toBeNull();
    // The timeline lists the takeover without a reload.
    expect(await screen.findByText('原审核人员：王审核')).toBeInTheDocument();
  });
});
