import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Result, Spin } from 'antd';
import { LOGIN_TYPE_LABELS } from '@ftown/domain/auth/login-types';
import type { TQrCodeRequester } from '@ftown/domain/auth/qr';
import { confirmQrCode } from '../api/confirm-qr-code';
import { scanQrCode } from '../api/scan-qr-code';
import styles from './qr-confirm-page.module.css';

type View =
  | { kind: 'loading' }
  | { kind: 'asking'; requester: TQrCodeRequester }
  | { kind: 'done'; approved: boolean }
  | { kind: 'failed'; message: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '操作失败，请在电脑上刷新二维码后重试');

/**
 * /qr/confirm?code=: where a signed-in phone lands after scanning a desktop's QR code. It shows who is
 * asking and lets the phone's owner approve or decline; signing in happens on the desktop.
 */
export default function QrConfirmPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const scanned = useRef(false);

  useEffect(() => {
    // Scanning marks the code; once per page, not again on a re-render.
    if (scanned.current) return;
    scanned.current = true;
    scanQrCode(code)
      .then((requester) => setView({ kind: 'asking', requester }))
      .catch((error: unknown) => setView({ kind: 'failed', message: messageOf(error) }));
  }, [code]);

  const decide = async (approve: boolean) => {
    setBusy(true);
    try {
      await confirmQrCode({ code, approve });
      setView({ kind: 'done', approved: approve });
    } catch (error) {
      setView({ kind: 'failed', message: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  if (view.kind === 'loading') {
    return (
      <main className={styles.page}>
        <Spin size="large" tip="正在读取登录请求…">
          <div className={styles.spinArea} />
        </Spin>
      </main>
    );
  }
  if (view.kind === 'failed') {
    return (
      <main className={styles.page}>
        <Result status="warning" title="无法确认登录" subTitle={view.message} />
      </main>
    );
  }
  if (view.kind === 'done') {
    return (
      <main className={styles.page}>
        <Result
          status={view.approved ? 'success' : 'info'}
          title={view.approved ? '已确认登录' : '已取消本次登录'}
          subTitle={view.approved ? '请在电脑上继续操作' : '电脑端不会登录您的账号'}
        />
      </main>
    );
  }

  const { requester } = view;
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="qr-confirm-title">
        <h1 id="qr-confirm-title" className={styles.title}>
          登录确认
        </h1>
        <p className={styles.lead}>电脑端正在请求以您的账号登录基金小镇机构入驻申请系统，请确认是您本人操作。</p>
        <dl className={styles.facts}>
          <dt>登录账号</dt>
          <dd>{requester.account}</dd>
          <dt>登录方式</dt>
          <dd>{LOGIN_TYPE_LABELS[requester.loginType]}</dd>
          <dt>请求设备</dt>
          <dd>{requester.device || '未知设备'}</dd>
          <dt>网络地址</dt>
          <dd>{requester.ip}</dd>
          <dt>请求时间</dt>
          <dd>{new Date(requester.requestedAt).toLocaleString('zh-CN', { hour12: false })}</dd>
        </dl>
        <Button type="primary" size="large" block loading={busy} onClick={() => void decide(true)}>
          确认登录
        </Button>
        <Button size="large" block disabled={busy} className={styles.decline} onClick={() => void decide(false)}>
          取消登录
        </Button>
      </section>
    </main>
  );
}
