import type { TValidateTaxReportDateRequest } from '@ftown/domain/tax/tax.schemas';
import { taxRequest } from './tax-request';

/** GET validateTaxReportDate: resolves when the quarter may be filed; the refusal's message says why not. */
export const validateTaxReportDate = (query: TValidateTaxReportDateRequest) =>
  taxRequest<null>('validateTaxReportDate', {
    params: { unicodes: query.unicodes, reportYear: String(query.reportYear), reportQuarter: String(query.reportQuarter) },
    // The form shows the reason under the quarter field instead of a toast.
    silent: true,
  });
