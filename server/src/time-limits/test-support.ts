import type { FastifyInstance } from 'fastify';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import type { TStaffUser } from '@ftown/domain/review/api/review.schemas';
import { data, review, submittedApplication } from '../review/test-support.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { passwordLogin } from '../test/login.ts';

/** The demo accounts the clock tests act as: 张三 applies, the chief distributes, 黄磊 examines. */
export const CLOCK_ACCOUNTS = ['admin', 'chief', 'gov1', 'lawchief', 'zhangsan'] as const;
export type ClockAccount = (typeof CLOCK_ACCOUNTS)[number];

/** Fresh tokens of every account (moving the test clock past the idle limit expires the old ones). */
export const signInAll = async (app: FastifyInstance): Promise<Record<ClockAccount, string>> => {
  const tokens = {} as Record<ClockAccount, string>;
  for (const name of CLOCK_ACCOUNTS) tokens[name] = await passwordLogin(app, 'personPassword', name);
  return tokens;
};

/** Moves the test clock and signs everyone in again. */
export const advanceAndSignIn = async (t: TestApp, ms: number) => {
  t.clock.advance(ms);
  return signInAll(t.app);
};

export const staffIdOf = async (app: FastifyInstance, token: string, name: string) =>
  data<TStaffUser[]>(await review(app, token, 'getUserListByNode', { node: '1' })).find((u) => u.name === name)!.id;

/** A new application taken up by the chief and assigned to `examinerId` at 政务服务中心初审. */
export const assignedApplication = async (app: FastifyInstance, tokens: Record<ClockAccount, string>, examinerId: number): Promise<TApply> => {
  const apply = await submittedApplication(app, tokens.zhangsan);
  data(await review(app, tokens.chief, 'startExamine', { id: apply.id, unicodes: apply.unicodes }));
  return data<TApply>(await review(app, tokens.chief, 'assign', { apply: apply.id, stage: 'gov_distribution', examiner: examinerId }));
};
