import type { FormRule } from 'antd';

/** Structural view of a zod schema, so web code validates with domain schemas without importing zod. */
export type Schema = {
  safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: { message: string }[] } };
};

const FALLBACK = '输入内容不符合要求';

/** The schema's first (Chinese) message for a value, or null when the value passes. */
export const firstIssue = (schema: Schema, value: unknown): string | null => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? FALLBACK);
};

/**
 * An antd form rule that applies a domain schema and shows its (Chinese) message. Where the schema refuses an empty
 * field, the rule says so, and antd marks the field required: a form cannot forget the mark of a field its schema
 * requires (新密码 and 新手机号码 once had none). The validator alone decides, so the message stays the schema's.
 */
export const zodRule = (schema: Schema): FormRule => ({
  required: firstIssue(schema, undefined) !== null && firstIssue(schema, '') !== null,
  validator: async (_rule, value: unknown) => {
    const message = firstIssue(schema, value);
    if (message !== null) throw new Error(message);
  },
});
