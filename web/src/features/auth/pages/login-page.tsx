import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LOGIN_TYPE_LABELS, type CredentialLoginType } from '@ftown/domain/auth/login-types';
import type { QrLoginType } from '@ftown/domain/auth/sign-in-constants';
import { SITE_TITLE } from '@/config/portal';
import { clearToasts } from '@/lib/feedback';
import { LoginForm } from '../components/login-form';
import { LoginTypeTabs } from '../components/login-type-tabs';
import { safeRedirect } from '../login-fields';
import styles from './login-page.module.css';

/* A plain panel rather than antd Card: Card brings Tabs and Skeleton into the first screen's budget. */

/** Staff sign in with account and password; applicants mostly by mobile (spec section 2). */
const STAFF_TABS: readonly CredentialLoginType[] = ['personPassword', 'personMobile', 'companyMobile', 'companyPassword'];
const APPLICANT_TABS: readonly CredentialLoginType[] = [
  'personMobile',
  'companyMobile',
  'personPassword',
  'companyPassword',
];
/** Staff have person accounts only; applicants may sign in as a person or as a company. */
const STAFF_QR_TABS: readonly QrLoginType[] = ['personQrCode'];
const APPLICANT_QR_TABS: readonly QrLoginType[] = ['personQrCode', 'companyQrCode'];
const PANEL_ID = 'login-panel';

// The QR code and its library load only when the QR login is shown (DESIGN section 8).
const QrLoginPanel = lazy(() => import('../components/qr-login-panel'));

export default function LoginPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const staff = pathname === '/login';
  const tabs = staff ? STAFF_TABS : APPLICANT_TABS;
  const [type, setType] = useState<CredentialLoginType>(tabs[0]!);
  const qrTabs = staff ? STAFF_QR_TABS : APPLICANT_QR_TABS;
  // The QR mode lives in the address (?mode=qr), so it survives a reload and can be linked to.
  const [qrChoice, setQrType] = useState<QrLoginType>(qrTabs[0]!);
  const qrType = params.get('mode') === 'qr' ? qrChoice : null;
  const modeLink = (qr: boolean) => {
    const next = new URLSearchParams(params);
    if (qr) next.set('mode', 'qr');
    else next.delete('mode');
    const query = next.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };
  const redirect = safeRedirect(params.get('redirect'));
  const done = useCallback(() => {
    clearToasts();
    void navigate(redirect, { replace: true });
  }, [navigate, redirect]);

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{SITE_TITLE}</h1>
        <p className={styles.subtitle}>{staff ? '工作人员登录' : '机构入驻申请登录'}</p>
        {qrType === null ? (
          <>
            <LoginTypeTabs types={tabs} active={type} onChange={setType} panelId={PANEL_ID} />
            <section id={PANEL_ID} role="tabpanel" aria-label={LOGIN_TYPE_LABELS[type]}>
              <LoginForm key={type} type={type} onSuccess={done} />
            </section>
          </>
        ) : (
          <>
            <LoginTypeTabs types={qrTabs} active={qrType} onChange={setQrType} panelId={PANEL_ID} label="扫码登录方式" />
            <section id={PANEL_ID} role="tabpanel" aria-label={LOGIN_TYPE_LABELS[qrType]}>
              <Suspense fallback={<p className={styles.loading}>正在加载二维码…</p>}>
                <QrLoginPanel key={qrType} loginType={qrType} redirect={redirect} onSuccess={done} />
              </Suspense>
            </section>
          </>
        )}
        <div className={styles.modeSwitch}>
          <Link to={modeLink(qrType === null)} replace>
            {qrType === null ? '扫码登录' : '账号登录'}
          </Link>
        </div>
        <div className={styles.switch}>
          {staff ? <Link to="/login/edge">申请人登录入口</Link> : <Link to="/login">工作人员登录入口</Link>}
        </div>
      </div>
    </main>
  );
}
