import { Spin } from 'antd';

/** Shown while a page's code or the user's info is on its way. */
export function PageLoading({ tip = '正在加载…', fullScreen = false }: { tip?: string; fullScreen?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 12,
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullScreen ? '100vh' : 240,
      }}
    >
      <Spin size="large" />
      <span style={{ color: 'rgba(0,0,0,0.45)' }}>{tip}</span>
    </div>
  );
}
