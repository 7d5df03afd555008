import type { InvalidateQueryFilters } from '@tanstack/react-query';

/** Query keys of the home feature: every call's options and every invalidation go through here. */
export const homeKeys = {
  all: ['home'] as const,
  staff: () => [...homeKeys.all, 'staff'] as const,
  applicant: () => [...homeKeys.all, 'applicant'] as const,
};

/** Both home pages count applications by status and queue: any change may move a count. */
export const homeOnApplyChange = (): InvalidateQueryFilters[] => [{ queryKey: homeKeys.all }];
