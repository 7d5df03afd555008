import { TAX_OK_CODE } from '@ftown/domain/tax/tax.schemas';
import { request, type RequestOptions } from '@/lib/request';

export const TAX_PATH = '/uni/taxreport';

/** The uni/taxreport calls answer code 0 with msg (DESIGN section 2); anything else is shown as an error. */
export const taxRequest = <T>(call: string, options: RequestOptions = {}) =>
  request<T>(`${TAX_PATH}/${call}`, { ...options, okCode: TAX_OK_CODE });

/** Every query key of the feature hangs under this root, so a filing can invalidate them together. */
export const taxKeys = {
  all: ['tax'] as const,
  total: (amounts: Record<string, string>) => ['tax', 'total', amounts] as const,
  reports: (unicodes: string) => ['tax', 'reports', unicodes] as const,
  finish: (unicodes: string) => ['tax', 'finish', unicodes] as const,
  enterprises: (query: Record<string, unknown>) => ['tax', 'enterprises', query] as const,
  mine: () => ['tax', 'mine'] as const,
};
