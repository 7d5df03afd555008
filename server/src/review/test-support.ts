import type { FastifyInstance, InjectOptions } from 'fastify';
import { API_BASE } from '@ftown/domain/api/envelope';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { missingAttachments } from '@ftown/domain/applications/attachments';
import { exampleFor } from '@ftown/domain/applications/examples';
import { partsOf, type ApplyType } from '@ftown/domain/applications/types';
import { REVIEW_CALLS, type ReviewCall } from '@ftown/domain/review/api/review.schemas';
import { call, multipart, tinyPdf } from '../applications/test-support.ts';

export type Res = { statusCode: number; json(): unknown; body: string };

/** The data of a 200 envelope; anything else fails the test with the server's answer. */
export const data = <T>(res: Res): T => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: T }).data;
};

/** Calls a review endpoint by name with the right method, as JSON body or query. */
export const review = (app: FastifyInstance, token: string, name: ReviewCall, input: Record<string, unknown> = {}, extra: Partial<InjectOptions> = {}) => {
  const { method, path } = REVIEW_CALLS[name];
  const url = `${API_BASE}${path}`;
  const headers = { 'x-token': token };
  return method === 'GET'
    ? app.inject({ method, url, headers, query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])), ...extra })
    : app.inject({ method, url, headers, payload: input, ...extra });
};

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
