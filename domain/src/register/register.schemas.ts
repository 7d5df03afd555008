import { z } from 'zod';
import { defineCall } from '../api/contract.ts';
import { envelope } from '../api/envelope.ts';
import { zId, zWireInt } from '../api/wire-values.ts';
import { zUnicodes } from '../applications/unicodes.ts';
import { zPosition } from '../validators/position.ts';
import { DELETABLE_SECTIONS, REGISTER_SECTIONS } from './sections.ts';
import { REMOVE_REASONS } from './register.ts';

/** Payloads of GET /register/get, POST /register/save and POST /register/remove (DESIGN section 2). */

const IS_COMPANY_MESSAGE = '主体性质应为1（自然人）或2（非自然人）';
const zEntryId = () => zId('人员编号应为正整数');
const zNames = () => z.string({ error: '请填写姓名或名称' }).trim().min(1, '请填写姓名或名称').max(100, '姓名或名称不能超过100个字符');

export const ZRegisterSection = z.enum(REGISTER_SECTIONS, { error: '不支持的人员类别' });

export const ZRegisterEntry = z.object({
  id: zEntryId(),
  names: zNames(),
  job: zPosition(),
  isCompany: zWireInt({ message: IS_COMPANY_MESSAGE }).pipe(z.union([z.literal(1), z.literal(2)], { error: IS_COMPANY_MESSAGE })),
});

export const ZRegister = z.object({
  directorate: z.array(ZRegisterEntry),
  aufsichtsrat: z.array(ZRegisterEntry),
  manager: ZRegisterEntry.nullable(),
  legal: ZRegisterEntry.nullable(),
  risk: ZRegisterEntry.nullable(),
  promoter: z.array(ZRegisterEntry),
  topman: ZRegisterEntry.nullable(),
});

export const ZRegisterGetRequest = z.object({ unicodes: zUnicodes() });

export const ZRegisterSaveRequest = z.object({ unicodes: zUnicodes(), section: ZRegisterSection, entry: ZRegisterEntry });
export type TRegisterSaveRequest = z.infer<typeof ZRegisterSaveRequest>;

/** Deletion needs the id and the names, and only the list sections allow it (spec sections 4 and 5). */
export const ZRegisterRemoveRequest = z.object({
  unicodes: zUnicodes(),
  section: z.enum(DELETABLE_SECTIONS, { error: REMOVE_REASONS.notDeletable }),
  entry: z.object({ id: zEntryId(), names: zNames() }, { error: REMOVE_REASONS.incomplete }),
});
export type TRegisterRemoveRequest = z.infer<typeof ZRegisterRemoveRequest>;

export const ZRegisterResponse = envelope(ZRegister);

const tag = 'register';
/** The officer register calls (DESIGN section 2). */
export const REGISTER_CALLS = {
  get: defineCall({ method: 'GET', path: '/register/get', tag, summary: '人员名册', input: ZRegisterGetRequest, reply: ZRegisterResponse }),
  save: defineCall({ method: 'POST', path: '/register/save', tag, summary: '登记人员', input: ZRegisterSaveRequest, reply: ZRegisterResponse }),
  remove: defineCall({ method: 'POST', path: '/register/remove', tag, summary: '删除人员', input: ZRegisterRemoveRequest, reply: ZRegisterResponse }),
};
