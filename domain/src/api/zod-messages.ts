import { z } from 'zod';

/**
 * Chinese messages for whatever a schema did not word itself (zod's own are English: "Invalid input: expected
 * object, received array"). Schemas name their field in their own messages; these are the generic fallback, so that
 * no refusal a user can see is in English.
 */
export const chineseZodMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return '缺少必填内容';
      return issue.path?.length ? '内容类型不正确' : '请求内容格式不正确';
    case 'too_big':
      return issue.origin === 'string' ? `内容不能超过${String(issue.maximum)}个字符` : issue.origin === 'array' ? `最多${String(issue.maximum)}项` : `不能大于${String(issue.maximum)}`;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? '内容不能为空' : `内容不能少于${String(issue.minimum)}个字符`;
      return issue.origin === 'array' ? `至少${String(issue.minimum)}项` : `不能小于${String(issue.minimum)}`;
    case 'invalid_format':
      return '格式不正确';
    case 'invalid_value':
      return '不支持的选项';
    case 'unrecognized_keys':
      return '含有不支持的字段';
    case 'not_multiple_of':
      return '数值不正确';
    default:
      return '输入内容不正确';
  }
};

/** Makes `chineseZodMessage` the fallback of every schema in this process (zod's global configuration). */
export const useChineseZodMessages = () => z.config({ customError: chineseZodMessage });
