import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TIME_LIMIT_CALLS, type TSaveCalendarYear } from '@ftown/domain/time-limits/api/time-limits.schemas';
import type { StageLimits } from '@ftown/domain/time-limits/limits';
import { callApi } from '@/lib/call-api';
import { timeSettingsKey } from '@/lib/stage-clocks';

/** A saved change answers the new settings: every clock on screen reads them from the shared query at once. */
const useSettingsMutation = <I,>(save: (input: I) => ReturnType<typeof saveStageLimits>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (settings) => {
      client.setQueryData(timeSettingsKey, settings);
      void client.invalidateQueries({ queryKey: ['review'] });
    },
  });
};

/** POST /timeLimits/saveStageLimits. */
export const saveStageLimits = (limits: StageLimits) => callApi(TIME_LIMIT_CALLS.saveStageLimits, limits);
export const useSaveStageLimits = () => useSettingsMutation(saveStageLimits);

/** POST /timeLimits/saveCalendarYear: the year's whole list of holidays and adjusted working days. */
export const saveCalendarYear = (input: TSaveCalendarYear) => callApi(TIME_LIMIT_CALLS.saveCalendarYear, input);
export const useSaveCalendarYear = () => useSettingsMutation(saveCalendarYear);

/** GET /timeLimits/getOverdueApplies: every overdue application across the stages. */
export const useOverdueApplies = () =>
  useQuery({ queryKey: ['time-limits', 'overdue'], queryFn: ({ signal }) => callApi(TIME_LIMIT_CALLS.getOverdueApplies, {}, { signal }) });
