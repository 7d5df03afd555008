import { load, type LoadResult } from '../lib/load.ts';
import { API, loginWithPassword, startPortal, startProcess, type Db } from '../lib/portal-process.ts';

export type FoundationResult = {
  bare: LoadResult;
  samInfo: Partial<Record<Db, LoadResult & { ratioToBare: number }>>;
};

/** Bare Fastify against the authenticated GET /sam/info, 50 connections, on each database. */
export const foundation = async (dbs: Db[]): Promise<FoundationResult> => {
  const bareServer = await startProcess('bench/src/servers/bare.ts', {}, '/health');
  const bare = await load({ url: `${bareServer.url}/health` }).finally(() => bareServer.stop());
  const samInfo: FoundationResult['samInfo'] = {};
  for (const db of dbs) {
    const portal = await startPortal(db);
    try {
      const token = await loginWithPassword(portal.url, 'admin');
      const r = await load({ url: `${portal.url}${API}/sam/info`, headers: { 'x-token': token } });
      if (r.non2xx > 0 || r.errors > 0) throw new Error(`/sam/info on ${db}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      samInfo[db] = { ...r, ratioToBare: Math.round((r.reqPerSec / bare.reqPerSec) * 100) / 100 };
    } finally {
      await portal.stop();
    }
  }
  return { bare, samInfo };
};
