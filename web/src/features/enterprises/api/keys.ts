import type { InvalidateQueryFilters } from '@tanstack/react-query';
import { APPLY_STATUS } from '@ftown/domain/applications/status';
import type { TEnterpriseListQuery } from '@ftown/domain/enterprises/enterprises.schemas';
import type { TApplyEvent } from '@ftown/domain/live/live.schemas';

/** Query keys of the enterprises feature (企业名录). */
export const enterpriseKeys = {
  all: ['enterprises'] as const,
  list: (query: TEnterpriseListQuery) => [...enterpriseKeys.all, 'list', query] as const,
  detail: (unicodes: string) => [...enterpriseKeys.all, 'detail', unicodes] as const,
};

/** A licence (已入驻) settles the enterprise in the register: its lists and pages are stale then, and only then. */
export const enterprisesOnApplyChange = (change: TApplyEvent | null): InvalidateQueryFilters[] =>
  change === null || change.status === APPLY_STATUS.settled ? [{ queryKey: enterpriseKeys.all }] : [];
