import { ZLoginRequest } from '@ftown/domain/auth/auth.schemas';
import type { CredentialLoginType } from '@ftown/domain/auth/login-types';
import { firstIssue, type Schema } from '@/lib/zod-rule';
import type { LoginField } from './login-fields';

/**
 * The login form's rules, all from the domain contract (never re-declared here). Kept apart from the form
 * because they bring zod: the form loads this module on first use (see use-login-rules.ts).
 */

/** The schema of one field of one login type. */
export const loginFieldSchema = (type: CredentialLoginType, field: LoginField): Schema => {
  const option = ZLoginRequest.options.find((o) => o.shape.type.value === type);
  const shape = option?.shape as Record<string, Schema | undefined> | undefined;
  const schema = shape?.[field];
  if (!schema) throw new Error(`login type ${type} has no field ${field}`);
  return schema;
};

/** The domain's (Chinese) message for a field value, or null when the value passes. */
export const loginFieldError = (type: CredentialLoginType, field: LoginField, value: string | undefined) =>
  firstIssue(loginFieldSchema(type, field), value);

export const parseLoginRequest = (input: Record<string, unknown>) => ZLoginRequest.safeParse(input);
