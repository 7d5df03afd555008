import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState, type ReactNode } from 'react';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LITEMSG_CALLS, MESSAGE_TEXTS, type TMessage } from '@ftown/domain/messages/messages.schemas';
import { formatOpinionNote } from '@ftown/domain/review/opinion-note';
import { applicant } from '@/test/fixtures';
import { useSessionStore } from '@/stores/session-store';
import { affected, fakeServer, messageOf, ok, refused, renderMessages, type Call } from '../test/render';
import { EMPTY_COUNTER } from '../unread-counter';
import { applyUnreadTotal, useUnreadStore } from '../unread-store';
import { MessageBell } from './message-bell';
import { UnreadMessagesCard } from './unread-messages-card';

const accepted = messageOf({ id: 11, subject: '您的申请已受理' });
const returned = messageOf({ id: 12, subject: '您的申请在“服务中心初审”环节被驳回', body: '驳回事项：员工人数；驳回原因：不一致；其他：' });

let unread: TMessage[] = [];
let answers: Partial<Record<string, (call: Call) => Response>> = {};

beforeEach(() => {
  useSessionStore.setState({ session: applicant, token: 'token-20' });
  applyUnreadTotal({ uid: applicant.uid, total: 3 });
});
afterEach(() => {
  // Unmount first: signing out resets the count, and a mounted bell would refetch through the real network.
  cleanup();
  vi.unstubAllGlobals();
  unread = [];
  answers = {};
  useSessionStore.setState({ session: null, token: null });
});

const serve = () =>
  fakeServer((call) => {
    const answer = answers[call.path];
    if (answer) return answer(call);
    if (call.path === LITEMSG_CALLS.getUnReadMsgByReceiver.path) return ok(unread.slice(0, Number(call.query.get('size'))));
    throw new Error(`unexpected call ${call.path}`);
  });

const openDrawer = async () => {
  await userEvent.click(screen.getByRole('button', { name: /未读消息 \d+ 条/ }));
  return screen.findByRole('dialog', { name: '未读消息' });
};

// The request layer's toasts mount their host on first need, a lazy module this file's first refusal loads: on a
// slow machine that takes longer than findBy's default second.
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' }, { timeout: 5_000 });

describe('message bell and drawer', { timeout: 20_000 }, () => {
  it('shows the live count and lists at most 2 unread messages, asking for exactly 2', async () => {
    unread = [accepted, returned, messageOf({ id: 13, subject: '第三条' })];
    const calls = serve();
    renderMessages(<MessageBell genre="hub" />);
    expect(screen.getByRole('button', { name: '未读消息 3 条' })).toBeInTheDocument();

    const drawer = await openDrawer();
    expect(await within(drawer).findByText(accepted.subject)).toBeInTheDocument();
    expect(within(drawer).getByText(returned.subject)).toBeInTheDocument();
    expect(within(drawer).queryByText('第三条')).not.toBeInTheDocument();
    const asked = calls.find((c) => c.path === LITEMSG_CALLS.getUnReadMsgByReceiver.path)!;
    expect(Object.fromEntries(asked.query)).toEqual({ receiver: '0', size: '2' });
    expect(within(drawer).getByRole('link', { name: '查看全部消息' })).toHaveAttribute('href', '/msgbox_edge/index');
    expect(within(drawer).getByRole('link', { name: '查看全部消息' })).toHaveAttribute('target', '_blank');
  });

  it('shows a return note on one labelled line, whatever its reason contains', async () => {
    const note = formatOpinionNote({ type: 'return', project: '员工人数', reason: '劳动合同；社保记录不一致', other: '请补充"说明"' });
    unread = [messageOf({ id: 14, subject: '您的申请“甲基金管理有限公司”在“初审”环节被驳回', body: note })];
    serve();
    renderMessages(<MessageBell genre="hub" />);
    const drawer = await openDrawer();
    const body = await within(drawer).findByText(/驳回原因/);
    expect(body.textContent).toBe('驳回事项：员工人数　驳回原因：劳动合同；社保记录不一致　其他：请补充"说明"');
    expect(drawer.textContent).not.toContain('\\；');
  });

  it('says there are no unread messages when there are none', async () => {
    serve();
    renderMessages(<MessageBell genre="flow" />);
    const drawer = await openDrawer();
    expect(await within(drawer).findByText(MESSAGE_TEXTS.empty)).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: '查看全部消息' })).toHaveAttribute('href', '/msgbox/index');
  });

  it('marks read with the success text, lowers the count by the affected number, and closes once all listed are done', async () => {
    unread = [accepted, returned];
    answers[LITEMSG_CALLS.batchRead.path] = () => affected(1);
    const calls = serve();
    renderMessages(<MessageBell genre="hub" />);
    const drawer = await openDrawer();

    const first = await within(drawer).findByRole('listitem', { name: accepted.subject });
    await userEvent.click(within(first).getByRole('button', { name: '标为已读' }));
    expect(await toast(MESSAGE_TEXTS.read)).toBeInTheDocument();
    expect(calls.find((c) => c.path === LITEMSG_CALLS.batchRead.path)?.body).toEqual({ records: '11', receiver: 0 });
    expect(useUnreadStore.getState().unread).toBe(2);
    await waitFor(() => expect(within(drawer).queryByText(accepted.subject)).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: '未读消息' })).toBeInTheDocument();

    answers[LITEMSG_CALLS.batchDelete.path] = () => affected(1);
    const second = within(drawer).getByRole('listitem', { name: returned.subject });
    await userEvent.click(within(second).getByRole('button', { name: '删除' }));
    expect(await toast(MESSAGE_TEXTS.deleted)).toBeInTheDocument();
    expect(useUnreadStore.getState().unread).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '未读消息' })).not.toBeInTheDocument());
  });

  it('shows the failure text when nothing was affected, and keeps the message listed', async () => {
    unread = [accepted];
    answers[LITEMSG_CALLS.batchRead.path] = () => affected(0);
    answers[LITEMSG_CALLS.batchDelete.path] = () => affected(0);
    serve();
    renderMessages(<MessageBell genre="hub" />);
    const drawer = await openDrawer();
    const item = await within(drawer).findByRole('listitem', { name: accepted.subject });

    await userEvent.click(within(item).getByRole('button', { name: '标为已读' }));
    expect(await toast(MESSAGE_TEXTS.readFailed)).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: '删除' }));
    expect(await toast(MESSAGE_TEXTS.deleteFailed)).toBeInTheDocument();
    expect(useUnreadStore.getState().unread).toBe(3);
    expect(within(drawer).getByText(accepted.subject)).toBeInTheDocument();
  });

  it('shows the server’s message when the request is refused, not a failure text of its own', async () => {
    unread = [accepted];
    answers[LITEMSG_CALLS.batchRead.path] = () => refused(MESSAGE_TEXTS.noUnread);
    serve();
    renderMessages(<MessageBell genre="hub" />);
    const drawer = await openDrawer();
    const item = await within(drawer).findByRole('listitem', { name: accepted.subject });
    await userEvent.click(within(item).getByRole('button', { name: '标为已读' }));
    expect(await toast(MESSAGE_TEXTS.noUnread)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGE_TEXTS.readFailed)).not.toBeInTheDocument();
    expect(useUnreadStore.getState().unread).toBe(3);
  });

  it('leaves the lists on screen alone until the live feed counts, and refreshes them on each count after', async () => {
    useUnreadStore.setState(EMPTY_COUNTER);
    unread = [accepted];
    const calls = serve();
    const asked = () => calls.filter((c) => c.path === LITEMSG_CALLS.getUnReadMsgByReceiver.path).length;
    // As on a home page: the card has its messages when the bell's lazy code arrives, before the live feed counts.
    let showBell = () => {};
    function Later({ children }: { children: ReactNode }) {
      const [shown, setShown] = useState(false);
      showBell = () => setShown(true);
      return shown ? children : null;
    }
    renderMessages(
      <>
        <UnreadMessagesCard genre="hub" />
        <Later>
          <MessageBell genre="hub" />
        </Later>
      </>,
    );
    expect(await screen.findByText(accepted.subject)).toBeInTheDocument();
    act(() => showBell());
    expect(screen.getByRole('button', { name: '未读消息 0 条' })).toBeInTheDocument();
    // What a second request would show, had the bell's mount asked again.
    unread = [returned, accepted];
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked()).toBe(1);
    expect(screen.queryByText(returned.subject)).not.toBeInTheDocument();

    act(() => applyUnreadTotal({ uid: applicant.uid, total: 2 }));
    expect(await screen.findByText(returned.subject)).toBeInTheDocument();
    expect(asked()).toBe(2);
  });

  it('closes on a click outside it', async () => {
    serve();
    renderMessages(<MessageBell genre="hub" />);
    await openDrawer();
    fireEvent.click(document.querySelector('.ant-drawer-mask')!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '未读消息' })).not.toBeInTheDocument());
  });
});
