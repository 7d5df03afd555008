import { ZLoginRequest } from '@ftown/domain/auth/auth.schemas';
import type { CredentialLoginType } from '@ftown/domain/auth/login-types';
import type { Schema } from '@/lib/zod-rule';

/** The schema of one field of one login type, taken from the domain contract (never re-declared here). */
export const loginFieldSchema = (type: CredentialLoginType, field: 'mobile' | 'code' | 'account' | 'password') => {
  const option = ZLoginRequest.options.find((o) => o.shape.type.value === type);
  const shape = option?.shape as Record<string, Schema | undefined> | undefined;
  const schema = shape?.[field];
  if (!schema) throw new Error(`login type ${type} has no field ${field}`);
  return schema;
};

export const isMobileLogin = (type: CredentialLoginType) => type === 'personMobile' || type === 'companyMobile';

/** Only same-site paths are followed after login, so a crafted link cannot send the user elsewhere. */
export const safeRedirect = (redirect: string | null): string =>
  redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
