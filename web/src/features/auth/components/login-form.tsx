import { useState, type FormEvent } from 'react';
import { Button } from 'antd';
// Input and Password by file: the input barrel also carries Search, TextArea and OTP (first-screen budget).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import type { CredentialLoginType } from '@ftown/domain/auth/login-types';
import { prepareToasts, toast } from '@/lib/feedback';
import { RequestError } from '@/lib/request';
import { samCalls } from '../api/sam-calls';
import { loadLoginRules } from '../load-login-rules';
import { loginFields, type LoginField } from '../login-fields';
import { login } from '../session-actions';
import { FormField, fieldAria } from './form-field';
import { SmsCodeField } from './sms-code-field';
import styles from './login-form.module.css';

type Values = Partial<Record<LoginField, string>>;
type Errors = Partial<Record<LoginField, string>>;

type Props = { type: CredentialLoginType; onSuccess: () => void };

const ACCOUNT_LABEL: Partial<Record<CredentialLoginType, string>> = {
  personPassword: '账号',
  companyPassword: '统一社会信用代码',
};

const RULES_UNAVAILABLE = '登录组件加载失败，请检查网络后刷新页面';

/**
 * One credential form; the page remounts it per tab so each tab starts clean. Each field is checked with
 * its domain schema on submit and, once checked, again as it changes (as antd Form would). The schemas
 * load on the form's first use (load-login-rules.ts).
 */
export function LoginForm({ type, onSuccess }: Props) {
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState<ReadonlySet<LoginField>>(() => new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const fields = loginFields(type);
  const idOf = (field: LoginField) => `${type}_${field}`;
  const errorOf = (field: LoginField) => errors[field] ?? null;

  const showErrors = (shown: Errors, of: readonly LoginField[]) => {
    setErrors((current) => ({ ...current, ...Object.fromEntries(of.map((f) => [f, shown[f]])) }));
    setChecked((current) => new Set([...current, ...of]));
  };

  /** Checks the given fields against their schemas and shows the outcome; true when all pass. */
  const check = async (of: readonly LoginField[]): Promise<boolean> => {
    const { loginFieldError } = await loadLoginRules();
    const found: Errors = {};
    for (const field of of) {
      const message = loginFieldError(type, field, values[field]);
      if (message !== null) found[field] = message;
    }
    showErrors(found, of);
    return Object.keys(found).length === 0;
  };

  const change = (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (!checked.has(field)) return;
    // Checked fields imply loaded rules; the promise keeps the order of keystrokes.
    void loadLoginRules().then(({ loginFieldError }) =>
      setErrors((current) => ({ ...current, [field]: loginFieldError(type, field, value) ?? undefined })),
    );
  };

  const checkedMobile = async (): Promise<string | null> => {
    setFailure(null);
    try {
      return (await check(['mobile'])) ? (values.mobile ?? '').trim() : null;
    } catch {
      setFailure(RULES_UNAVAILABLE);
      return null;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    setSubmitting(true);
    try {
      const { parseLoginRequest } = await loadLoginRules().catch(() => {
        throw new Error(RULES_UNAVAILABLE);
      });
      if (!(await check(fields))) return;
      const parsed = parseLoginRequest({ type, ...values });
      if (!parsed.success) {
        setFailure(parsed.error.issues[0]?.message ?? '登录信息不完整');
        return;
      }
      await login(parsed.data);
      onSuccess();
    } catch (error) {
      const refused = error instanceof RequestError ? error.fields : {};
      showErrors(refused, fields.filter((f) => typeof refused[f] === 'string'));
      setFailure(error instanceof Error ? error.message : '登录失败，请稍后重试');
    } finally {
      setSubmitting(false);
    }
  };

  // The rules and the /sam call table the submit needs, fetched while the user types rather than on the click; with
  // a code to send, the toasts' host too, for the note that the code was sent.
  const warmUp = () => {
    void loadLoginRules().catch(() => undefined);
    void samCalls().catch(() => undefined);
    if (fields.includes('mobile')) prepareToasts();
  };

  const textField = (field: LoginField) => ({
    ...fieldAria(idOf(field), errorOf(field)),
    size: 'large' as const,
    value: values[field] ?? '',
    onChange: (e: { target: { value: string } }) => change(field, e.target.value),
  });

  return (
    <form name={type} noValidate onSubmit={(e) => void submit(e)} onFocus={warmUp} onPointerDown={warmUp}>
      {failure && (
        <div role="alert" className={styles.failure}>
          {failure}
        </div>
      )}
      {fields.includes('mobile') ? (
        <>
          <FormField id={idOf('mobile')} label="手机号码" error={errorOf('mobile')}>
            <Input {...textField('mobile')} inputMode="tel" maxLength={11} autoComplete="tel" placeholder="请输入11位手机号码" />
          </FormField>
          <SmsCodeField
            id={idOf('code')}
            value={values.code}
            error={errorOf('code')}
            onChange={(value) => change('code', value)}
            checkedMobile={checkedMobile}
            onSent={(expiresIn) => void toast().success(`验证码已发送，${Math.round(expiresIn / 60)}分钟内有效`)}
          />
        </>
      ) : (
        <>
          <FormField id={idOf('account')} label={ACCOUNT_LABEL[type] ?? '账号'} error={errorOf('account')}>
            <Input
              {...textField('account')}
              autoComplete="username"
              maxLength={type === 'companyPassword' ? 18 : 64}
              placeholder={type === 'companyPassword' ? '请输入18位统一社会信用代码' : '请输入账号'}
            />
          </FormField>
          <FormField id={idOf('password')} label="密码" error={errorOf('password')}>
            <Password {...textField('password')} autoComplete="current-password" maxLength={64} placeholder="请输入密码" />
          </FormField>
        </>
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        登录
      </Button>
    </form>
  );
}
