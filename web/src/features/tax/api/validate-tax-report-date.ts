import { TAX_CALLS, type TValidateTaxReportDateRequest } from '@ftown/domain/tax/tax.schemas';
import { callApi } from '@/lib/call-api';

/** GET validateTaxReportDate: resolves when the quarter may be filed; the refusal's message says why not. */
export const validateTaxReportDate = (query: TValidateTaxReportDateRequest) =>
  // The form shows the reason under the quarter field instead of a toast.
  callApi(TAX_CALLS.validateTaxReportDate, query, { silent: true });
