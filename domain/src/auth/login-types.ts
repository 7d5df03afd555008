export const LOGIN_TYPES = [
  'personMobile',
  'companyMobile',
  'personPassword',
  'companyPassword',
  'personQrCode',
  'companyQrCode',
] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** The credential types a login form offers; QR codes come with their own flow. */
export const CREDENTIAL_LOGIN_TYPES = ['personMobile', 'companyMobile', 'personPassword', 'companyPassword'] as const;
export type CredentialLoginType = (typeof CREDENTIAL_LOGIN_TYPES)[number];

export const LOGIN_TYPE_LABELS: Record<LoginType, string> = {
  personMobile: '手机登录',
  companyMobile: '法人手机登录',
  personPassword: '账号密码登录',
  companyPassword: '信用代码登录',
  personQrCode: '个人扫码登录',
  companyQrCode: '企业扫码登录',
};

const PERSON_BIZ: ReadonlySet<LoginType> = new Set(['personMobile', 'personPassword', 'personQrCode']);

/** Individual business (spec section 3): selects the individual menu and home. */
export const isPersonBiz = (loginType: LoginType | '' | undefined): boolean =>
  loginType !== undefined && loginType !== '' && PERSON_BIZ.has(loginType);
