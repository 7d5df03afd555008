import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TAX_CALLS, type TSaveFinishTaxReportRequest } from '@ftown/domain/tax/tax.schemas';
import { callApi } from '@/lib/call-api';
import { taxKeys } from './tax-keys';

/** POST saveFinishTaxReport. */
export const saveFinishTaxReport = (body: TSaveFinishTaxReportRequest) => callApi(TAX_CALLS.saveFinishTaxReport, body);

export const useSaveFinishTaxReport = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveFinishTaxReport,
    onSuccess: (_, body) => {
      // The saved flag is known at once; the refetch only confirms it.
      client.setQueryData(taxKeys.finish(body.unicodes), Number(body.finishTaxReport) === 1 ? 1 : 0);
      return client.invalidateQueries({ queryKey: taxKeys.finish(body.unicodes) });
    },
  });
};
