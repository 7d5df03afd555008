import type { TUserInfo } from '@ftown/domain/auth/auth.schemas';
import { NODES } from '@ftown/domain/auth/roles';
import { deriveSession, joinNodes } from '@ftown/domain/auth/session';

const base: TUserInfo = {
  id: 1,
  username: 'admin',
  realname: '',
  phone: '',
  avatar: '',
  introduction: '',
  roleNames: ['admin'],
  nodes: joinNodes(NODES),
  orgNames: '',
  jobNames: '',
  loginType: 'personPassword',
  organizationCode: '',
  unicodes: [],
  mustChangePassword: false,
};

export const adminInfo = base;
export const gov1Info: TUserInfo = {
  ...base,
  id: 5,
  username: 'gov1',
  realname: '王审核',
  roleNames: ['examiner'],
  nodes: joinNodes(['government/early', 'government/review']),
  orgNames: '政务服务中心',
  jobNames: '审核员',
};
export const applicantInfo: TUserInfo = {
  ...base,
  id: 20,
  username: '13800000001',
  realname: '张三',
  phone: '13800000001',
  roleNames: ['editor'],
  nodes: '',
  loginType: 'personMobile',
};

export const admin = deriveSession(adminInfo);
export const gov1 = deriveSession(gov1Info);
export const applicant = deriveSession(applicantInfo);

export const envelope = (data: unknown, code = 20000, message = '操作成功', status = 200) =>
  new Response(JSON.stringify({ code, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
