import type { InvalidateQueryFilters } from '@tanstack/react-query';
import { APPLY_STATUS } from '@ftown/domain/applications/status';
import type { TApplyEvent } from '@ftown/domain/live/live.schemas';

/** Every query key of the feature hangs under this root, so a filing can invalidate them together. */
export const taxKeys = {
  all: ['tax'] as const,
  total: (amounts: Record<string, string>) => ['tax', 'total', amounts] as const,
  reports: (unicodes: string) => ['tax', 'reports', unicodes] as const,
  finish: (unicodes: string) => ['tax', 'finish', unicodes] as const,
  enterprises: (query: Record<string, unknown>) => ['tax', 'enterprises', query] as const,
  mine: () => ['tax', 'mine'] as const,
};

/** A licence (已入驻) makes the enterprise one that reports: the lists of reporting enterprises are stale then. */
export const taxOnApplyChange = (change: TApplyEvent | null): InvalidateQueryFilters[] =>
  change === null || change.status === APPLY_STATUS.settled
    ? [{ queryKey: taxKeys.mine() }, { queryKey: [...taxKeys.all, 'enterprises'] }]
    : [];
