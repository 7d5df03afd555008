import { afterEach, describe, expect, it } from 'vitest';
import { applicant, gov1 } from '@/test/fixtures';
import { useSessionStore } from '@/stores/session-store';
import { applyUnreadTotal, countAffected, useUnreadStore } from './unread-store';

afterEach(() => {
  useSessionStore.setState({ session: null });
});

describe('unread store', () => {
  it('follows the signed-in user’s totals only, and forgets them when someone else signs in', () => {
    useSessionStore.setState({ session: applicant });
    applyUnreadTotal({ uid: applicant.uid, total: 4 });
    applyUnreadTotal({ uid: gov1.uid, total: 9 });
    expect(useUnreadStore.getState().unread).toBe(4);

    useSessionStore.setState({ session: gov1 });
    expect(useUnreadStore.getState().unread).toBe(0);
  });

  it('drops by what an action affected at once, unless the stream’s total overtook the reply', async () => {
    useSessionStore.setState({ session: applicant });
    applyUnreadTotal({ uid: applicant.uid, total: 4 });
    await countAffected(async () => ({ affect: 2 }), (r) => r.affect);
    expect(useUnreadStore.getState().unread).toBe(2);

    await countAffected(
      async () => {
        // The server committed, the stream told every tab, and only then did the reply arrive.
        applyUnreadTotal({ uid: applicant.uid, total: 1 });
        return { affect: 1 };
      },
      (r) => r.affect,
    );
    expect(useUnreadStore.getState().unread).toBe(1);
  });
});
