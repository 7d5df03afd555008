import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAM_CALLS } from '@ftown/domain/auth/auth.calls';
import { envelope, stubFetch } from '@/test/fixtures';
import { callLater } from './call-api';
import { NO_CONNECTION, REQUEST_TIMEOUT_MS, RequestError, TIMED_OUT } from './request';

const fetchMock = stubFetch();
afterEach(() => vi.useRealTimers());

const never = () => new Promise<typeof SAM_CALLS>(() => {});

describe('callLater', () => {
  it('calls once the table has loaded', async () => {
    fetchMock.mockResolvedValueOnce(envelope(null));
    await expect(callLater(() => Promise.resolve(SAM_CALLS), 'logout', undefined, { silent: true })).resolves.toBeNull();
  });

  it('reports a table that fails to load as a call without an answer', async () => {
    const gone = (): Promise<typeof SAM_CALLS> => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const failed = callLater(gone, 'logout', undefined, { silent: true });
    await expect(failed).rejects.toEqual(new RequestError(NO_CONNECTION, 0, 0));
  });

  it('gives up on a table that never loads after the call timeout', async () => {
    vi.useFakeTimers();
    const stalled = callLater(never, 'logout', undefined, { silent: true });
    const outcome = expect(stalled).rejects.toMatchObject({ message: TIMED_OUT, code: 0 });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await outcome;
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("ends with the caller's abort while the table loads", async () => {
    const controller = new AbortController();
    const stalled = callLater(never, 'logout', undefined, { silent: true, signal: controller.signal });
    controller.abort(new Error('left'));
    await expect(stalled).rejects.toThrow('left');
  });
});
