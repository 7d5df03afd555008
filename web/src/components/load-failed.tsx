import { Button, Result } from 'antd';

type Props = {
  title: string;
  /** Why it failed (the server's refusal or the transport error), shown under the title. */
  error?: Error | null | undefined;
  onRetry: () => unknown;
  /** `warning` for one part of a page whose other parts still show; `error` when nothing else can. */
  status?: 'error' | 'warning';
};

/** A read that failed: what, why, and a way to try again. Every page and card shows it the same way. */
export function LoadFailed({ title, error, onRetry, status = 'error' }: Props) {
  return <Result status={status} title={title} subTitle={error?.message} extra={<Button onClick={() => void onRetry()}>重新加载</Button>} />;
}
