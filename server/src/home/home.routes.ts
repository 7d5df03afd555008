import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_ROLES } from '@ftown/domain/auth/roles';
import { HOME_CALLS, ZApplicantSummaryResponse, ZStaffSummaryResponse } from '@ftown/domain/home/home.schemas';
import { ok } from '../envelope.ts';
import { userOf } from '../plugins/auth.ts';
import type { HomeService } from './home.service.ts';

/** The two homes' summaries (issue 5). */
export const homeRoutes: FastifyPluginAsyncZod<{ service: HomeService }> = async (app, { service }) => {
  const tags = ['home'];

  app.get(
    HOME_CALLS.staffSummary.path,
    {
      onRequest: app.guard({ roles: STAFF_ROLES }),
      schema: { tags, summary: '工作人员首页：待办队列、最近操作、受理情况统计', response: { 200: ZStaffSummaryResponse } },
    },
    async (request) => ok(await service.staffSummary(userOf(request))),
  );

  app.get(
    HOME_CALLS.applicantSummary.path,
    {
      onRequest: app.guard(),
      schema: { tags, summary: '申请人首页：本人的申请进度与待办事项', response: { 200: ZApplicantSummaryResponse } },
    },
    async (request) => ok(await service.applicantSummary(userOf(request))),
  );
};
