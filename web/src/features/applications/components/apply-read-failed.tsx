import type { ReactNode } from 'react';
import { Result } from 'antd';
import { LoadFailed } from '@/components/load-failed';
import { isRefusedAs } from '@/lib/request';

/**
 * An application that could not be read. The server's "not found or not yours" is final, so it is the title, once,
 * with nothing to retry but `way` (a link elsewhere); any other failure (the network, a server fault) may pass, so
 * it offers a retry.
 */
export function ApplyReadFailed({ error, onRetry, way }: { error: Error; onRetry: () => unknown; way?: ReactNode }) {
  if (isRefusedAs(error, 'notFound')) return <Result status="404" title={error.message} extra={way} />;
  return <LoadFailed title="申请加载失败" error={error} onRetry={onRetry} />;
}
