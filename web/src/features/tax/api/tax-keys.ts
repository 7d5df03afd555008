/** Every query key of the feature hangs under this root, so a filing can invalidate them together. */
export const taxKeys = {
  all: ['tax'] as const,
  total: (amounts: Record<string, string>) => ['tax', 'total', amounts] as const,
  reports: (unicodes: string) => ['tax', 'reports', unicodes] as const,
  finish: (unicodes: string) => ['tax', 'finish', unicodes] as const,
  enterprises: (query: Record<string, unknown>) => ['tax', 'enterprises', query] as const,
  mine: () => ['tax', 'mine'] as const,
};
