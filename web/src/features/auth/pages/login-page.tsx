import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LOGIN_TYPE_LABELS, type CredentialLoginType } from '@ftown/domain/auth/login-types';
import { SITE_TITLE } from '@/config/portal';
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
const PANEL_ID = 'login-panel';

export default function LoginPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const staff = pathname === '/login';
  const tabs = staff ? STAFF_TABS : APPLICANT_TABS;
  const [type, setType] = useState<CredentialLoginType>(tabs[0]!);

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{SITE_TITLE}</h1>
        <p className={styles.subtitle}>{staff ? '工作人员登录' : '机构入驻申请登录'}</p>
        <LoginTypeTabs types={tabs} active={type} onChange={setType} panelId={PANEL_ID} />
        <section id={PANEL_ID} role="tabpanel" aria-label={LOGIN_TYPE_LABELS[type]}>
          <LoginForm
            key={type}
            type={type}
            onSuccess={() => void navigate(safeRedirect(params.get('redirect')), { replace: true })}
          />
        </section>
        <div className={styles.switch}>
          {staff ? <Link to="/login/edge">申请人登录入口</Link> : <Link to="/login">工作人员登录入口</Link>}
        </div>
      </div>
    </main>
  );
}
