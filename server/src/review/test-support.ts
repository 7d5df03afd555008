import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@ftown/domain/api/envelope';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { missingAttachments } from '@ftown/domain/applications/attachments';
import { exampleFor } from '@ftown/domain/applications/examples';
import { partsOf, type ApplyType } from '@ftown/domain/applications/types';
import { PRESENCE_CALLS, type PresenceCall } from '@ftown/domain/review/api/presence.schemas';
import { REVIEW_CALLS, type ReviewCall } from '@ftown/domain/review/api/review.schemas';
import type { Stage } from '@ftown/domain/review/stages';
import { STAGE_RULES } from '@ftown/domain/review/workflow';
import { call, multipart, tinyPdf } from '../applications/test-support.ts';
import { callerOf } from '../test/call.ts';

export type Res = { statusCode: number; json(): unknown; body: string };

/** The data of a 200 envelope; anything else fails the test with the server's answer. */
export const data = <T>(res: Res): T => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: T }).data;
};

/** Calls a review endpoint by name. */
export const review = callerOf<ReviewCall>(REVIEW_CALLS);

/** Calls a presence endpoint (who is examining) by name. */
export const presence = callerOf<PresenceCall>(PRESENCE_CALLS);

/** A new application of `type`, filled with the type's example and its required files, then submitted (status 1). */
export const submittedApplication = async (app: FastifyInstance, token: string, type: ApplyType = 'manager_company'): Promise<TApply> => {
  const apply = data<TApply>(await call(app, token, 'createApply', partsOf(type)));
  const example = exampleFor(type);
  for (const [section, sectionData] of Object.entries(example)) {
    data(await call(app, token, 'saveSection', { id: apply.id, unicodes: apply.unicodes, section, data: sectionData }));
  }
  for (const def of missingAttachments(type, example, new Set())) {
    const { headers, payload } = multipart({
      fields: { id: apply.id, unicodes: apply.unicodes, section: def.section, key: def.key },
      file: { name: `${def.key}.pdf`, content: tinyPdf(def.key) },
    });
    data(await app.inject({ method: 'POST', url: `${API_BASE}/apply/home/uploadAttachment`, headers: { ...headers, 'x-token': token }, payload }));
  }
  return data<TApply>(await call(app, token, 'submitApply', { id: apply.id, unicodes: apply.unicodes }));
};

/** Uploads the licence scan at the licence stage and returns its attachment id. */
export const uploadLicenseScan = async (app: FastifyInstance, token: string, applyId: number): Promise<number> => {
  const { headers, payload } = multipart({ fields: { apply: applyId, key: 'licenseScan' }, file: { name: '营业执照.pdf', content: tinyPdf('licence') } });
  const res = await app.inject({ method: 'POST', url: `${API_BASE}${REVIEW_CALLS.uploadStageAttachment.path}`, headers: { ...headers, 'x-token': token }, payload });
  return data<{ id: number }>(res).id;
};

/**
 * A valid pass result for each record stage, as the examiner's form sends it, every date `day` (ISO): a day on or
 * after the submission and not in the future satisfies every date rule of the stages.
 */
export const stagePassResults = (day: string): Partial<Record<Stage, Record<string, unknown>>> => ({
  risk: {
    checks: { lookThroughDone: true, creditChinaChecked: true, dishonestDebtorHit: false, abnormalOperationHit: false, qualificationVerified: true },
  },
  address: { registeredAddress: '杭州市上城区基金小镇 1 幢 101 室', roomNo: '101' },
  approval: { reportDate: day },
  approval_reported: { feedbackDate: day, feedbackResult: 'agree' },
  industry_name: { candidateNames: ['杭州甲私募基金管理有限公司'], approvedName: '杭州甲私募基金管理有限公司', approvedAt: day },
  industry_enroll: { onlineApplyNo: 'WSDJ-2026-1', submittedAt: day, registrationAuthority: '杭州市上城区市场监督管理局' },
  industry_send: { carrier: 'SF', trackingNo: 'SF1234567890', sentAt: day },
  industry_postback: { receivedAt: day, complete: true },
});

export type LicenceResult = { creditCode: string; licenseIssueDate: string; establishDate: string; registrationAuthority: string };

/**
 * Carries a submitted application through every stage on its path up to the licence stage: admin acts at every
 * stage, assigning the first eligible examiner of each centre and passing with `results` (stagePassResults).
 */
export const walkToLicence = async (app: FastifyInstance, admin: string, apply: TApply, results: Partial<Record<Stage, Record<string, unknown>>>): Promise<TApply> => {
  let current = data<TApply>(await review(app, admin, 'startExamine', { id: apply.id, unicodes: apply.unicodes }));
  while (current.status === 2 && current.stage !== 'license') {
    const stage: Stage = current.stage!;
    if (STAGE_RULES[stage].kind === 'distribution') {
      const [candidate] = data<{ id: number }[]>(await review(app, admin, 'selectExamineAssistant', { stage }));
      current = data(await review(app, admin, 'assign', { apply: current.id, stage, examiner: candidate!.id }));
    } else {
      const result = results[stage] ?? {};
      current = data(await review(app, admin, 'pass', { apply: current.id, stage, opinion: '同意', result }));
    }
  }
  return current;
};

/** Passes the licence stage: uploads the scan, then passes with `licence`. */
export const passLicence = async (app: FastifyInstance, admin: string, applyId: number, licence: LicenceResult): Promise<Res> => {
  const licenseScanId = await uploadLicenseScan(app, admin, applyId);
  return review(app, admin, 'pass', { apply: applyId, stage: 'license', opinion: '同意', result: { ...licence, licenseScanId } });
};
