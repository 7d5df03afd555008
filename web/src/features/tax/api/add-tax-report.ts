import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TAX_CALLS, type TAddTaxReportRequest } from '@ftown/domain/tax/tax.schemas';
import { callApi } from '@/lib/call-api';
import { taxKeys } from './tax-keys';

/** POST addTaxReport. */
export const addTaxReport = (body: TAddTaxReportRequest) => callApi(TAX_CALLS.addTaxReport, body);

export const useAddTaxReport = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addTaxReport,
    onSuccess: (report) => client.invalidateQueries({ queryKey: taxKeys.reports(report.unicodes) }),
  });
};
