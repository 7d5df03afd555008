import { retryLater } from '../app-error.ts';

export const UPLOAD_SLOT_MESSAGES = {
  perUser: '您有文件正在上传，请等当前上传完成后再试',
  total: '当前上传文件的人较多，请稍后再试',
} as const;

/** Long enough for a typical upload to finish; a client that retries sooner is refused again. */
export const UPLOAD_RETRY_AFTER_SECONDS = 5;

export type UploadSlots = {
  /** Takes a slot for the user's upload or refuses with 429 and Retry-After; returns the release (safe to call twice). */
  take(userId: number): () => void;
};

/**
 * Counts uploads in progress in this process, per user and in total. An upload holds memory for its stream and,
 * on PGlite, turns of the one session for every chunk, so a burst of them would starve every other request;
 * the caps bound that whoever sends them.
 */
export const createUploadSlots = ({ perUser, total }: { perUser: number; total: number }): UploadSlots => {
  const byUser = new Map<number, number>();
  let all = 0;
  return {
    take(userId) {
      const mine = byUser.get(userId) ?? 0;
      if (mine >= perUser) throw retryLater(UPLOAD_SLOT_MESSAGES.perUser, UPLOAD_RETRY_AFTER_SECONDS);
      if (all >= total) throw retryLater(UPLOAD_SLOT_MESSAGES.total, UPLOAD_RETRY_AFTER_SECONDS);
      byUser.set(userId, mine + 1);
      all += 1;
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        all -= 1;
        const left = (byUser.get(userId) ?? 1) - 1;
        if (left === 0) byUser.delete(userId);
        else byUser.set(userId, left);
      };
    },
  };
};
