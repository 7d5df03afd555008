import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Result, Spin } from 'antd';
import { PARK_SYSTEM_NAMES, TOP_NAV_SYSTEMS, type ParkSystem } from '@ftown/domain/auth/sign-in-constants';
import { crossOut } from '../api/cross-out';
import styles from './hull-page.module.css';

type Props = { system: ParkSystem; path?: string };

type View = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'shown'; url: string };

/**
 * Another park system's page inside the portal frame (/hull). Each showing takes a fresh single-use
 * hand-off, so the frame is never pointed at a spent token.
 */
function HullFrame({ system, path }: Props) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const asked = useRef(-1);

  useEffect(() => {
    if (asked.current === round) return;
    asked.current = round;
    crossOut({ target: system, path }, true)
      .then(({ target }) => setView({ kind: 'shown', url: target }))
      .catch((error: unknown) =>
        setView({ kind: 'failed', message: error instanceof Error ? error.message : `无法打开${PARK_SYSTEM_NAMES[system]}` }),
      );
  }, [system, path, round]);

  if (view.kind === 'loading') {
    return (
      <div className={styles.center}>
        <Spin size="large" tip={`正在打开${PARK_SYSTEM_NAMES[system]}…`}>
          <div className={styles.spinArea} />
        </Spin>
      </div>
    );
  }
  if (view.kind === 'failed') {
    return (
      <Result
        status="warning"
        title={`无法打开${PARK_SYSTEM_NAMES[system]}`}
        subTitle={view.message}
        extra={
          <Button
            onClick={() => {
              setView({ kind: 'loading' });
              setRound((r) => r + 1);
            }}
          >
            重试
          </Button>
        }
      />
    );
  }
  return (
    <iframe
      className={styles.frame}
      title={PARK_SYSTEM_NAMES[system]}
      src={view.url}
      sandbox="allow-scripts allow-forms allow-same-origin allow-popups allow-downloads"
      referrerPolicy="no-referrer"
    />
  );
}

const systemOf = (value: string | null): ParkSystem =>
  TOP_NAV_SYSTEMS.find((s) => s === value) ?? 'enterprise';

/** /hull/index?system=: a park system's home (enterprise management unless told otherwise). */
export function HullIndexPage() {
  const [params] = useSearchParams();
  return <HullFrame system={systemOf(params.get('system'))} />;
}

/** /hull/msg: the enterprise management system's messages. */
export function HullMsgPage() {
  return <HullFrame system="enterprise" path="msg" />;
}

/** /hull/alter: change management. */
export function HullAlterPage() {
  return <HullFrame system="change" />;
}
