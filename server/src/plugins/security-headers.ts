import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export type SecurityHeadersOptions = {
  /** Origins of the park systems the portal shows in its frame (/hull); the portal's own origin always may be. */
  frameSources: string[];
};

/** Paths whose replies are data, never cached: the API (its files too) and the health check. */
const NO_STORE_PREFIXES = ['/ftown-api/', '/health'];
/** The stand-ins for the park's systems (park-demo.routes.ts) are shown in the portal's own frame. */
const FRAMED_BY_PORTAL_PREFIX = '/park/';

/** The origins of the park systems configured with an address of their own (the stand-ins share the portal's). */
export const frameSourcesOf = (entryUrls: readonly string[]): string[] =>
  entryUrls.flatMap((url) => (/^https?:\/\//.test(url) ? [new URL(url).origin] : []));

const pathOf = (url: string) => url.split('?', 1)[0] ?? url;

/**
 * The content security policy of every page the server sends: scripts only from this origin and never inline
 * (Vite's build has none); styles may be inline because antd writes its CSS-in-JS into <style> elements and
 * style attributes; images and fonts may be data: or blob: URLs (QR codes, downloads, antd's icons); nothing
 * may frame the portal.
 */
export const cspDirectives = (frameSources: string[], frameAncestors: string) => ({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'", ...frameSources],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': [frameAncestors],
});

/**
 * Security headers on every reply (set on the raw response at onRequest, so error replies, 404s, files and hijacked
 * event streams get them too) and `Cache-Control: no-store` on API replies. Opener and HSTS policies are left out:
 * sign-in popups from other park systems return through window.opener, and HSTS belongs to whatever terminates TLS
 * in front of the portal. Each policy's helmet middleware is built once: building it parses the whole policy, which
 * per request cost a measurable share of a busy server's time.
 */
const securityHeadersPlugin = async (app: FastifyInstance, opts: SecurityHeadersOptions) => {
  const frameSources = [...new Set(opts.frameSources)];
  const common = { crossOriginOpenerPolicy: false, strictTransportSecurity: false, referrerPolicy: { policy: 'no-referrer' } } as const;
  const policy = (frameAncestors: string) => ({ useDefaults: false, directives: cspDirectives(frameSources, frameAncestors) });
  const everywhere = helmet({ ...common, contentSecurityPolicy: policy("'none'"), frameguard: { action: 'deny' } });
  const framedByPortal = helmet({ ...common, contentSecurityPolicy: policy("'self'"), frameguard: { action: 'sameorigin' } });

  app.addHook('onRequest', (request, reply, done) => {
    const headers = pathOf(request.url).startsWith(FRAMED_BY_PORTAL_PREFIX) ? framedByPortal : everywhere;
    headers(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });

  app.addHook('onSend', async (request, reply) => {
    const path = pathOf(request.url);
    if (NO_STORE_PREFIXES.some((p) => path.startsWith(p) || path === p.replace(/\/$/, ''))) reply.header('cache-control', 'no-store');
  });
};

export default fp(securityHeadersPlugin, { name: 'security-headers' });
