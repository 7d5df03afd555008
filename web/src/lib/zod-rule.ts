import type { FormRule } from 'antd';

/** Structural view of a zod schema, so web code validates with domain schemas without importing zod. */
export type Schema = {
  safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: { message: string }[] } };
};

/** An antd form rule that applies a domain schema and shows its (Chinese) message. */
export const zodRule = (schema: Schema): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const result = schema.safeParse(value);
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? '输入内容不符合要求');
  },
});
