import type { CredentialLoginType } from '@ftown/domain/auth/login-types';

export type LoginField = 'mobile' | 'code' | 'account' | 'password';

export const isMobileLogin = (type: CredentialLoginType) => type === 'personMobile' || type === 'companyMobile';

/** The fields each kind of login asks for, in screen order. */
export const loginFields = (type: CredentialLoginType): readonly LoginField[] =>
  isMobileLogin(type) ? ['mobile', 'code'] : ['account', 'password'];

/** Only same-site paths are followed after login, so a crafted link cannot send the user elsewhere. */
export const safeRedirect = (redirect: string | null): string =>
  redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
