import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STRATEGIC_CALLS, type TStrategicSubmitData } from '@ftown/domain/partners/partners.schemas';
import { callApi } from '@/lib/call-api';
import { partnerKeys } from './get-partner-list';

/** POST /management/strategic/save with submitData. */
export const saveStrategicRecord = (submitData: TStrategicSubmitData) =>
  callApi(STRATEGIC_CALLS.save, { submitData });

export const useSaveStrategicRecord = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveStrategicRecord,
    onSuccess: (record) => client.setQueryData(partnerKeys.record(record.unicodes), record),
  });
};
