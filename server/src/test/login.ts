import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@ftown/domain/api/envelope';
import { smsSentBy } from './build-test-app.ts';

export const SAM = `${API_BASE}/sam`;

export const sendCode = (app: FastifyInstance, mobile: string) =>
  app.inject({ method: 'POST', url: `${SAM}/sendSmsCode`, payload: { mobile } });

/** The code last sent to a number, read from the test app's recording SMS transport (no dev outbox in tests). */
export const outboxCode = async (app: FastifyInstance, mobile: string): Promise<string> => {
  const template = smsSentBy(app).findLast((m) => m.mobile === mobile && m.template.kind === 'loginCode')?.template;
  if (template?.kind !== 'loginCode') throw new Error(`no SMS code was sent to ${mobile}`);
  return template.code;
};

export const login = (app: FastifyInstance, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `${SAM}/login`, payload, headers });

/** Signs in and returns the token, failing the test with the server's answer otherwise. */
export const tokenFor = async (app: FastifyInstance, payload: Record<string, unknown>): Promise<string> => {
  const res = await login(app, payload);
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: { token: string } }).data.token;
};

export const passwordLogin = (app: FastifyInstance, type: 'personPassword' | 'companyPassword', account: string, password = 'Demo@2026') =>
  tokenFor(app, { type, account, password });

export const smsLogin = async (app: FastifyInstance, type: 'personMobile' | 'companyMobile', mobile: string) => {
  const sent = await sendCode(app, mobile);
  if (sent.statusCode !== 200) throw new Error(`sendSmsCode answered ${sent.statusCode}: ${sent.body}`);
  return tokenFor(app, { type, mobile, code: await outboxCode(app, mobile) });
};

export const info = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: `${SAM}/info`, headers: { 'x-token': token } });
