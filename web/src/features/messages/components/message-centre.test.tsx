import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LITEMSG_CALLS, MESSAGE_TEXTS, type TMessage } from '@ftown/domain/messages/messages.schemas';
import { formatOpinionNote } from '@ftown/domain/review/opinion-note';
import { applicant } from '@/test/fixtures';
import { useSessionStore } from '@/stores/session-store';
import { affected, fakeServer, messageOf, ok, renderMessages, type Call } from '../test/render';
import { applyUnreadTotal, useUnreadStore } from '../unread-store';
import { MessageCentre } from './message-centre';

const TOTAL = 23;
/** The server's rows, newest first: ids 23 down to 1; odd ids unread. */
const rows: TMessage[] = Array.from({ length: TOTAL }, (_, i) => {
  const id = TOTAL - i;
  const note = formatOpinionNote({ type: 'refuse', project: '实际控制人', reason: '失信；被执行', other: '' });
  return messageOf({ id, subject: `消息${id}`, readed: id % 2 === 1 ? 0 : 1, applyId: id === 23 ? 41 : null, ...(id === 17 ? { body: note } : {}) });
});

let calls: Call[] = [];
let deleteAffect = 0;

beforeEach(() => {
  useSessionStore.setState({ session: applicant });
  applyUnreadTotal({ uid: applicant.uid, total: 12 });
  deleteAffect = 0;
  calls = fakeServer((call) => {
    if (call.path === LITEMSG_CALLS.selectAllByReceiver.path) {
      const page = Number(call.query.get('page'));
      const size = Number(call.query.get('size'));
      const list = call.query.get('readed') === '0' ? rows.filter((m) => m.readed === 0) : rows;
      return ok({ total: list.length, items: list.slice((page - 1) * size, page * size) });
    }
    if (call.path === LITEMSG_CALLS.batchDelete.path) return affected(deleteAffect);
    if (call.path === LITEMSG_CALLS.batchRead.path) return affected(1);
    throw new Error(`unexpected call ${call.path}`);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ session: null });
});

const pageCalls = () => calls.filter((c) => c.path === LITEMSG_CALLS.selectAllByReceiver.path).map((c) => Object.fromEntries(c.query));
const rowOf = (subject: string) => screen.getByRole('row', { name: new RegExp(`${subject}(?!\\d)`) });
/** The newest confirmation: a closed one may linger in the test DOM, whose leave animation never ends. */
const confirmation = async () => (await screen.findAllByRole('dialog', { name: '删除消息' })).at(-1)!;
const renderCentre = async () => {
  renderMessages(<MessageCentre genre="hub" title="个人消息中心" applyPath={(id) => `/edge/apply/enterprise/${id}`} />);
  await screen.findByText('消息23');
};

describe('message centre', { timeout: 30_000 }, () => {
  it('lists its genre a page of 10 at a time, newest first, and pages in the server', async () => {
    await renderCentre();
    expect(pageCalls()[0]).toEqual({ page: '1', size: '10', genre: 'hub' });
    expect(screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[2]?.textContent)).toEqual(
      rows.slice(0, 10).map((m) => m.subject),
    );
    expect(screen.getByText(`共 ${TOTAL} 条`)).toBeInTheDocument();
    expect(within(rowOf('消息23')).getByRole('link', { name: '查看申请' })).toHaveAttribute('href', '/edge/apply/enterprise/41');

    await userEvent.click(screen.getByRole('listitem', { name: '3' }));
    expect(await screen.findByText('消息3')).toBeInTheDocument();
    expect(pageCalls().at(-1)).toEqual({ page: '3', size: '10', genre: 'hub' });
  });

  it('filters to unread messages on the server', async () => {
    await renderCentre();
    await userEvent.click(screen.getByText('未读消息'));
    await waitFor(() => expect(pageCalls().at(-1)).toEqual({ page: '1', size: '10', genre: 'hub', readed: '0' }));
    await waitFor(() => expect(screen.queryByText('消息22')).not.toBeInTheDocument());
  });

  it('asks before deleting a selection, deletes nothing when cancelled, and lowers the count by the unread deleted', async () => {
    await renderCentre();
    for (const subject of ['消息23', '消息22', '消息21'])
      await userEvent.click(within(rowOf(subject)).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '批量删除' }));

    const asked = await confirmation();
    expect(within(asked).getByText('确定删除选中的 3 条消息吗？删除后不能恢复。')).toBeInTheDocument();
    await userEvent.click(within(asked).getByRole('button', { name: '取消' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.some((c) => c.path === LITEMSG_CALLS.batchDelete.path)).toBe(false);

    deleteAffect = 3;
    await userEvent.click(screen.getByRole('button', { name: '批量删除' }));
    await userEvent.click(within(await confirmation()).getByRole('button', { name: '删除' }));
    expect(await screen.findByText(MESSAGE_TEXTS.batchDeleted)).toBeInTheDocument();
    expect(calls.find((c) => c.path === LITEMSG_CALLS.batchDelete.path)?.body).toEqual({ records: '23,22,21', receiver: 0 });
    // 23 and 21 were unread; 22 was read and never counted.
    expect(useUnreadStore.getState().unread).toBe(10);
  });

  it('says so when a batch delete affected nothing', async () => {
    await renderCentre();
    await userEvent.click(within(rowOf('消息20')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '批量删除' }));
    await userEvent.click(within(await confirmation()).getByRole('button', { name: '删除' }));
    expect(await screen.findByText(MESSAGE_TEXTS.batchDeleteFailed)).toBeInTheDocument();
    expect(useUnreadStore.getState().unread).toBe(12);
  });

  it('marks the unread of a selection read, and reads a message when it is opened', async () => {
    await renderCentre();
    const markSelected = screen.getByRole('button', { name: '批量标为已读' });
    expect(markSelected).toBeDisabled();
    await userEvent.click(within(rowOf('消息22')).getByRole('checkbox'));
    expect(markSelected).toBeDisabled();
    await userEvent.click(within(rowOf('消息21')).getByRole('checkbox'));
    await userEvent.click(markSelected);
    expect(await screen.findByText(MESSAGE_TEXTS.marked)).toBeInTheDocument();
    expect(calls.find((c) => c.path === LITEMSG_CALLS.batchRead.path)?.body).toEqual({ records: '21', receiver: 0 });

    await userEvent.click(within(rowOf('消息19')).getByRole('button', { name: '消息19' }));
    const detail = await screen.findByRole('dialog', { name: '消息19' });
    expect(within(detail).getByText(rows[4]!.body)).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path === LITEMSG_CALLS.batchRead.path).at(-1)?.body).toEqual({ records: '19', receiver: 0 }));
    expect(useUnreadStore.getState().unread).toBe(10);
  });

  it('opens a refusal as labelled rows, 其他 included, and keeps each time on one line', async () => {
    await renderCentre();
    await userEvent.click(within(rowOf('消息17')).getByRole('button', { name: '消息17' }));
    const detail = await screen.findByRole('dialog', { name: '消息17' });
    const rowsShown = [...detail.querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(rowsShown).toEqual(['不通过事项：实际控制人', '不通过原因：失信；被执行', '其他：无']);
    for (const row of screen.getAllByRole('row').slice(1)) {
      const time = row.querySelectorAll('td')[3]?.firstElementChild;
      expect(time).toHaveStyle({ whiteSpace: 'nowrap' });
    }
  });
});
