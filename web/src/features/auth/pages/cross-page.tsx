import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Result, Spin } from 'antd';
import type { TCrossInRequest } from '@ftown/domain/auth/handoff';
import { PARK_SYSTEMS, type ParkSystem } from '@ftown/domain/auth/sign-in-constants';
import { safeRedirect } from '../login-fields';
import { crossLogin } from '../session-actions';

const MISSING = '缺少跨系统登录凭证，请从原系统重新进入';

const isSystem = (value: string | null): value is ParkSystem => (PARK_SYSTEMS as readonly string[]).includes(value ?? '');

/** The hand-off of the query, or null when a part is missing. */
const handoffOf = (params: URLSearchParams): TCrossInRequest | null => {
  const Xtoken = params.get('Xtoken');
  const Xreferer = params.get('Xreferer');
  const Xttl = Number(params.get('Xttl'));
  return Xtoken && isSystem(Xreferer) && Number.isInteger(Xttl) ? { Xtoken, Xreferer, Xttl } : null;
};

/**
 * /cross?Xtoken=&Xreferer=&Xttl=&redirect=: another park system hands a user over (spec section 4). The
 * token is single-use, so it is presented once per page, and the user lands on the same-site redirect.
 */
export default function CrossPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const handoff = handoffOf(params);
  const [failure, setFailure] = useState<string | null>(handoff ? null : MISSING);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !handoff) return;
    started.current = true;
    crossLogin(handoff)
      .then(() => navigate(safeRedirect(params.get('redirect')), { replace: true }))
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : '跨系统登录失败'));
  }, [handoff, params, navigate]);

  if (failure) {
    return (
      <Result
        status="warning"
        title="跨系统登录失败"
        subTitle={failure}
        extra={
          <Button type="primary" onClick={() => void navigate('/login/edge', { replace: true })}>
            前往登录
          </Button>
        }
      />
    );
  }
  return <Result icon={<Spin size="large" />} title="正在登录…" />;
}
