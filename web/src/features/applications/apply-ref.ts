import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { processCategory, type ApplyStatus } from '@ftown/domain/applications/status';
import { applyRecordProblem } from '@ftown/domain/auth/storage';
import { applyRecordStorage } from '@/lib/storage';
import type { ApplyRef } from './api/get-one-apply';

export type RefRead = { ref: ApplyRef; problem: null } | { ref: null; problem: string | null };

/**
 * The application a page works on: `?id=&unicodes=` when the link carries them (they are also remembered as the
 * current application record of spec section 3), else the stored record when `fallback` allows it. `problem` is
 * the spec's storage message when a reference was given or stored but is unusable.
 */
export const useApplyRef = ({ fallback }: { fallback: boolean }): RefRead => {
  const [params] = useSearchParams();
  const id = params.get('id');
  const unicodes = params.get('unicodes');
  return useMemo(() => {
    if (id !== null || unicodes !== null) {
      const candidate = { id: Number(id), unicodes: unicodes ?? '' };
      const problem = applyRecordProblem(candidate);
      return problem === null ? { ref: candidate, problem: null } : { ref: null, problem };
    }
    if (!fallback) return { ref: null, problem: null };
    const stored = applyRecordStorage.get();
    return stored.record ? { ref: stored.record, problem: null } : { ref: null, problem: stored.problem };
  }, [id, unicodes, fallback]);
};

/**
 * Query string naming an application, for links between the applicant's pages. A returned or refused one also
 * carries its process category `ps`, which shows the review-opinion button on the page it leads to (spec section 4).
 */
export const refQuery = ({ id, unicodes, status }: ApplyRef & { status?: ApplyStatus }) => {
  const ps = status === undefined ? null : processCategory(status);
  return `?${new URLSearchParams({ id: String(id), unicodes, ...(ps ? { ps } : {}) }).toString()}`;
};
