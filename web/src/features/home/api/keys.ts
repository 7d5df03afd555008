/** Query keys of the home feature: every call's options and every invalidation go through here. */
export const homeKeys = {
  all: ['home'] as const,
  staff: () => [...homeKeys.all, 'staff'] as const,
  applicant: () => [...homeKeys.all, 'applicant'] as const,
};
