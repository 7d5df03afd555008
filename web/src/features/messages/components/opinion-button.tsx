import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { FileSearchOutlined } from '@ant-design/icons';
import { applyRecordStorage } from '@/lib/storage';
import type { OpinionParams } from '../api/get-opinions';
import { OPINION_TEXTS, opinionParams, showsOpinionButton } from '../opinion-rules';

// Loaded on the first click: the review call table behind them (and the application forms' schemas behind it)
// would otherwise come with every applicant page's header (issue 15).
const loadOpinions = () => Promise.all([import('../api/get-opinions'), import('./opinion-drawer')]);
const OpinionDrawer = lazy(() => import('./opinion-drawer').then((m) => ({ default: m.OpinionDrawer })));

/**
 * The applicant layout's review-opinion button (spec sections 2 and 4). Clicking loads the opinions first: without
 * the parameters, or with none to read, it says so instead of opening an empty drawer.
 */
export function OpinionButton() {
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [opened, setOpened] = useState<OpinionParams | null>(null);
  const [loading, setLoading] = useState(false);
  if (!showsOpinionButton(pathname, query)) return null;

  const load = async () => {
    const params = opinionParams(query, applyRecordStorage.get().record);
    if (!params) {
      void message.warning(OPINION_TEXTS.missingParams);
      return;
    }
    setLoading(true);
    try {
      const [{ opinionsQueryOptions }] = await loadOpinions();
      const opinions = await client.fetchQuery(opinionsQueryOptions(params));
      if (opinions.length === 0) void message.warning(OPINION_TEXTS.none);
      else setOpened(params);
    } catch {
      // The request layer has shown why.
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Button icon={<FileSearchOutlined />} loading={loading} onClick={() => void load()}>
        审核意见
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <OpinionDrawer params={opened} open onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </>
  );
}
