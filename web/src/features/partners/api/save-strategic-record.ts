import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TStrategicRecord, TStrategicSubmitData } from '@ftown/domain/partners/partners.schemas';
import { request } from '@/lib/request';
import { partnerKeys } from './get-partner-list';

/** POST /management/strategic/save with submitData. */
export const saveStrategicRecord = (submitData: TStrategicSubmitData) =>
  request<TStrategicRecord>('/management/strategic/save', { method: 'POST', body: { submitData } });

export const useSaveStrategicRecord = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveStrategicRecord,
    onSuccess: (record) => client.setQueryData(partnerKeys.record(record.unicodes), record),
  });
};
