import type { FastifyPluginAsync } from 'fastify';
import { OVERDUE_NODE, TIME_LIMIT_CALLS, TIME_LIMITS_NODE } from '@ftown/domain/time-limits/api/time-limits.schemas';
import { ok } from '../envelope.ts';
import { route } from '../route.ts';
import type { TimeLimitsService } from './time-limits.service.ts';

/** Stage limits, the calendar and the overdue list (issue 14); changing the settings needs the time-limits node. */
export const timeLimitsRoutes: FastifyPluginAsync<{ service: TimeLimitsService }> = async (app, { service }) => {
  route(app, TIME_LIMIT_CALLS.getTimeSettings, 'signedIn', async () => ok(await service.getTimeSettings()));
  route(app, TIME_LIMIT_CALLS.saveStageLimits, { node: TIME_LIMITS_NODE }, async (input) => ok(await service.saveStageLimits(input), '审批时限已保存'));
  route(app, TIME_LIMIT_CALLS.saveCalendarYear, { node: TIME_LIMITS_NODE }, async (input) => ok(await service.saveCalendarYear(input), '工作日历已保存'));
  route(app, TIME_LIMIT_CALLS.getOverdueApplies, { node: OVERDUE_NODE }, async () => ok(await service.getOverdueApplies()));
};
