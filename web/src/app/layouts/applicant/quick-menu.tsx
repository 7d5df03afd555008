import { TAX_MESSAGES } from '@ftown/domain/tax/tax.schemas';
import { useNavigate, useLocation } from 'react-router';
import { App, Drawer, Menu, type MenuProps } from 'antd';
import type { Session } from '@ftown/domain/auth/session';
import { COMMUNITY_LINKS, FUND_BUSINESS_URL } from '@/config/portal';
import { getLoginMiddlePageByUrl } from '@/features/auth/api/get-login-middle-page';
import { openHandOff } from '@/features/auth/open-hand-off';
import { switchToPersonMobile } from '@/features/auth/session-actions';

type Entry = { key: string; label: string; path?: string; url?: string; middle?: boolean; action?: 'report' | 'switch' };

const entriesFor = (session: Session): Entry[] => {
  const fund: Entry = { key: 'fund', label: '基金业务申请', url: FUND_BUSINESS_URL };
  if (session.isPersonBiz) {
    return [
      { key: '/edge/index', label: '申请管理', path: '/edge/index' },
      { key: '/strategic_partner/index', label: '战略合作伙伴', path: '/strategic_partner/index' },
      fund,
      ...COMMUNITY_LINKS.map((l) => ({ key: l.key, label: l.label, url: l.url, middle: l.middle })),
    ];
  }
  return [
    { key: '/edge_company/index', label: '首页', path: '/edge_company/index' },
    { key: 'report', label: '经营状况填报管理', action: 'report' },
    fund,
    ...(session.loginType === 'companyMobile'
      ? [{ key: 'switch', label: '机构入驻申请', action: 'switch' } satisfies Entry]
      : []),
  ];
};

/** The applicant's quick-access menu: individual and company logins see different entries (spec section 2). */
export function QuickMenu({ session, onNavigate }: { session: Session; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { modal, message } = App.useApp();
  const entries = entriesFor(session);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = entries.find((e) => e.key === key);
    if (!entry) return;
    onNavigate?.();
    if (entry.path) void navigate(entry.path);
    else if (entry.url && entry.middle) {
      // Signed in at the community through its middle page; the plain link if that fails (spec section 7).
      const { url } = entry;
      void openHandOff(() => getLoginMiddlePageByUrl(url), url);
    } else if (entry.url) window.open(entry.url, '_blank', 'noopener,noreferrer');
    else if (entry.action === 'report') {
      // Business reporting needs a settled enterprise (spec sections 5 and 8, issue 12): say so before the prompt.
      if (session.userCompanyUnicodes.length === 0) {
        void message.warning(TAX_MESSAGES.noneSettled);
        return;
      }
      modal.confirm({
        title: '提示',
        content: '经营状况填报需如实填写企业各季度经营及纳税数据，提交后将作为园区服务与扶持的依据。是否进入填报？',
        okText: '进入填报',
        cancelText: '取消',
        onOk: () => navigate('/taxes/report'),
      });
    } else if (entry.action === 'switch') {
      modal.confirm({
        title: '提示',
        content: '机构入驻申请需以个人手机登录办理，是否切换至个人业务入驻申请？',
        okText: '确定',
        cancelText: '取消',
        onOk: async () => {
          try {
            await switchToPersonMobile();
            await navigate('/edge/index', { replace: true });
          } catch (error) {
            void message.error(error instanceof Error ? error.message : '切换失败');
          }
        },
      });
    }
  };

  return (
    <Menu
      mode="inline"
      aria-label="快捷菜单"
      selectedKeys={[pathname]}
      items={entries.map(({ key, label }) => ({ key, label }))}
      onClick={onClick}
    />
  );
}

/** The quick menu on narrow screens: a drawer from the left, closed on choosing an entry. */
export function QuickMenuDrawer({ session, open, onClose }: { session: Session; open: boolean; onClose: () => void }) {
  return (
    <Drawer placement="left" open={open} onClose={onClose} size={212} title="快捷菜单">
      <QuickMenu session={session} onNavigate={onClose} />
    </Drawer>
  );
}
