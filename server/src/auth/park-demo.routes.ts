import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOGIN_TYPE_LABELS } from '@ftown/domain/auth/login-types';
import { MEDIA_PAGE_NAMES, PARK_SYSTEMS, PORTAL_SYSTEM, type MediaPage, type ParkSystem } from '@ftown/domain/auth/sign-in-constants';
import { AppError } from '../app-error.ts';
import type { Clock } from '../clock.ts';
import { HANDOFF_TTL_SECONDS, handoffQuery } from './handoff.service.ts';
import { signHandoff, verifyHandoff, type HandoffClaims } from './handoff-token.ts';
import type { ParkSystemConfig, ParkSystems } from './park-systems.ts';
import { recordHandoffUse } from './sign-in.repository.ts';

/**
 * Stand-ins for the park's other systems, which are outside this project: each local system gets a page
 * that does what the real one must do with a hand-off (verify with its own secret, accept it once, show
 * who arrived) and can hand the user back to the portal through /cross. Systems configured with a real
 * address (PARK_<SYSTEM>_URL) get no stand-in.
 */
export type ParkDemoOptions = { systems: ParkSystems; clock: Clock };

const ZQuery = z.object({
  Xtoken: z.string().max(4096).optional(),
  /** The community's middle page lands here after signing in; only its own pages. */
  redirect: z.string().max(2000).optional(),
  /** Where /cross should land back in the portal; a same-site path. */
  back: z.string().max(500).optional(),
});

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const samePath = (path: string | undefined) => (path && path.startsWith('/') && !path.startsWith('//') ? path : '/');

const page = (system: ParkSystemConfig, title: string, body: string) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} - ${escape(system.name)}</title>
<style>body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;background:#f5f7fa;color:#1f2329}
main{max-width:640px;margin:48px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 4px 16px rgba(0,0,0,.06)}
h1{font-size:22px;margin:0 0 8px}.note{color:#86909c;font-size:13px}dl{display:grid;grid-template-columns:8em 1fr;gap:8px 12px}
dt{color:#86909c}a.button{display:inline-block;margin-top:16px;padding:8px 16px;border-radius:6px;background:#1677ff;color:#fff;text-decoration:none}
.error{color:#d4380d}</style></head>
<body><main><p class="note">园区系统（演示环境）</p><h1>${escape(system.name)}</h1>${body}</main></body></html>`;

export const parkDemoRoutes: FastifyPluginAsyncZod<ParkDemoOptions> = async (app, { systems, clock }) => {
  const local = PARK_SYSTEMS.filter((s) => systems[s].local);

  /** The way back: a token this system signs for the portal, naming the same user. */
  const backLink = (system: ParkSystemConfig, claims: HandoffClaims, back: string | undefined) => {
    const { token } = signHandoff(
      { iss: system.key, aud: PORTAL_SYSTEM, sub: claims.sub, lt: claims.lt, ent: claims.ent, name: claims.name },
      system.secret,
      clock.now(),
      HANDOFF_TTL_SECONDS,
    );
    const query = handoffQuery(token, HANDOFF_TTL_SECONDS, system.key);
    query.set('redirect', samePath(back));
    return `/cross?${query.toString()}`;
  };

  const arrive = async (system: ParkSystemConfig, token: string) => {
    const now = clock.now();
    const claims = verifyHandoff(token, system.secret, { audience: system.key, issuer: PORTAL_SYSTEM, now });
    if (!(await recordHandoffUse(app.db, system.key, claims.jti, new Date(claims.exp * 1000), now))) {
      throw new AppError('badCredentials', '该登录凭证已使用，请从基金小镇门户重新进入');
    }
    return claims;
  };

  for (const key of local) {
    const system = systems[key as ParkSystem];
    // The entry itself too: with ignoreTrailingSlash, `/park/x/` arrives as `/park/x`, which `/*` misses.
    for (const url of [`/park/${key}`, `/park/${key}/*`]) {
    app.get(
      url,
      { schema: { hide: true, querystring: ZQuery } },
      async (request, reply) => {
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        const path = (request.params as { '*'?: string })['*'] ?? '';
        // A page of the community site is named as the portal's menu names it, not by its path.
        const here = path === '' ? '首页' : key === 'media' && path in MEDIA_PAGE_NAMES ? MEDIA_PAGE_NAMES[path as MediaPage] : path;
        const { Xtoken, redirect, back } = request.query;
        if (!Xtoken) {
          return page(system, here, `<p>当前页面：${escape(here)}</p><p class="note">未携带登录凭证，请从基金小镇门户进入。</p>`);
        }
        let claims: HandoffClaims;
        try {
          claims = await arrive(system, Xtoken);
        } catch (error) {
          const message = error instanceof AppError ? error.message : '登录凭证校验失败';
          return reply.code(401).send(page(system, '登录失败', `<p class="error" role="alert">${escape(message)}</p>`));
        }
        const onward = redirect && redirect.startsWith(system.url) && !redirect.includes('..') ? redirect : null;
        return page(
          system,
          here,
          `<p role="status">已通过基金小镇门户登录</p>
<dl><dt>用户</dt><dd>${escape(claims.name)}</dd><dt>登录方式</dt><dd>${escape(LOGIN_TYPE_LABELS[claims.lt])}</dd>
<dt>企业</dt><dd>${escape(claims.ent ?? '—')}</dd><dt>当前页面</dt><dd>${escape(here)}</dd></dl>
${onward ? `<a class="button" href="${escape(onward)}">继续前往</a> ` : ''}<a class="button" href="${escape(backLink(system, claims, back))}">返回基金小镇门户</a>`,
        );
      },
    );
    }
  }
};
