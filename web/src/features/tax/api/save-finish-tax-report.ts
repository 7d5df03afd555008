import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSaveFinishTaxReportRequest } from '@ftown/domain/tax/tax.schemas';
import { taxKeys, taxRequest } from './tax-request';

/** POST saveFinishTaxReport. */
export const saveFinishTaxReport = (body: TSaveFinishTaxReportRequest) =>
  taxRequest<null>('saveFinishTaxReport', { method: 'POST', body });

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
