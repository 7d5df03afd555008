import { useCallback, useEffect, useState } from 'react';
import { Button, QRCode } from 'antd';
import {
  QR_CONFIRM_PATH,
  QR_STATUS_TEXT,
  type QrLoginType,
  type QrStatus,
} from '@ftown/domain/auth/sign-in-constants';
import type { TQrCode } from '@ftown/domain/auth/qr';
import { generateQrCode } from '../api/generate-qr-code';
import { getQrCodeStatus } from '../api/get-qr-code-status';
import { qrClientId } from '../qr-client-id';
import { qrLogin } from '../session-actions';
import styles from './qr-login-panel.module.css';

/** How often the desktop asks whether the phone has acted. */
export const QR_POLL_MS = 2000;

type Props = { loginType: QrLoginType; redirect: string; onSuccess: () => void };

type View = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'shown'; code: TQrCode; status: QrStatus };

/**
 * QR sign-in (spec section 4): shows a code pointing at the phone confirmation page, polls its state and
 * signs in once the phone confirms. Loaded on demand with antd's QRCode, so neither weighs on the first
 * screen. An expired or declined code is replaced on request, never automatically, so an idle tab does
 * not keep asking for codes.
 */
export default function QrLoginPanel({ loginType, redirect, onSuccess }: Props) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => {
    setView({ kind: 'loading' });
    setRound((r) => r + 1);
  }, []);

  useEffect(() => {
    let live = true;
    generateQrCode({ loginType, clientId: qrClientId(), redirect })
      .then((code) => live && setView({ kind: 'shown', code, status: 'waiting' }))
      .catch((error: unknown) => {
        if (live) setView({ kind: 'failed', message: error instanceof Error ? error.message : '二维码获取失败' });
      });
    return () => {
      live = false;
    };
  }, [loginType, redirect, round]);

  const codeId = view.kind === 'shown' ? view.code.qr_code_id : null;
  const status = view.kind === 'shown' ? view.status : null;

  useEffect(() => {
    if (codeId === null || (status !== 'waiting' && status !== 'scanned')) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getQrCodeStatus(codeId, controller.signal)
        .then((state) =>
          setView((current) => (current.kind === 'shown' ? { ...current, status: state.status } : current)),
        )
        // A missed poll is retried by the next one; the status stays as it was.
        .catch(() => setView((current) => (current.kind === 'shown' ? { ...current } : current)));
    }, QR_POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [codeId, status, view]);

  useEffect(() => {
    if (codeId === null || status !== 'confirmed') return;
    qrLogin(codeId, redirect)
      .then(onSuccess)
      .catch((error: unknown) =>
        setView({ kind: 'failed', message: error instanceof Error ? error.message : '扫码登录失败，请刷新二维码' }),
      );
  }, [codeId, status, redirect, onSuccess]);

  if (view.kind === 'failed') {
    return (
      <div className={styles.panel}>
        <p role="alert" className={styles.failure}>
          {view.message}
        </p>
        <Button onClick={refresh}>重新获取二维码</Button>
      </div>
    );
  }

  const value =
    view.kind === 'shown' ? `${window.location.origin}${QR_CONFIRM_PATH}?code=${encodeURIComponent(view.code.scanCode)}` : '';
  const shownStatus =
    view.kind === 'loading'
      ? 'loading'
      : view.status === 'expired' || view.status === 'declined'
        ? 'expired'
        : view.status === 'scanned' || view.status === 'confirmed'
          ? 'scanned'
          : 'active';

  return (
    <div className={styles.panel}>
      <QRCode value={value || '-'} size={200} status={shownStatus} onRefresh={refresh} aria-label="扫码登录二维码" />
      <p className={styles.hint} role="status">
        {view.kind === 'loading' ? '正在获取二维码…' : QR_STATUS_TEXT[view.status]}
      </p>
    </div>
  );
}
