import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAddTaxReportRequest, TTaxReport } from '@ftown/domain/tax/tax.schemas';
import { taxKeys, taxRequest } from './tax-request';

/** POST addTaxReport. */
export const addTaxReport = (body: TAddTaxReportRequest) => taxRequest<TTaxReport>('addTaxReport', { method: 'POST', body });

export const useAddTaxReport = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addTaxReport,
    onSuccess: (report) => client.invalidateQueries({ queryKey: taxKeys.reports(report.unicodes) }),
  });
};
