import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error.ts';

const API_PREFIX = '/ftown-api';
const NO_ROUTE_MESSAGE = '请求的接口不存在';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>基金小镇入驻申请系统</title></head>
<body><h1>前端尚未构建</h1>
<p>请在项目根目录运行 <code>npm run build</code> 后刷新本页（或使用 <code>npm start</code>，它会先构建再启动）。</p>
<p>The web app has not been built: run <code>npm run build</code>, then reload.</p></body></html>`;

const pathOf = (url: string) => url.split('?', 1)[0] ?? url;

/** A last segment with an extension asks for a file; answering it with the app's HTML only hides the 404. */
const looksLikeFile = (urlPath: string) => /\.[A-Za-z0-9]+$/.test(urlPath.slice(urlPath.lastIndexOf('/') + 1));

/**
 * Serves the built web app at '/' and answers every path no route took: API paths get the 404
 * envelope, never HTML; other GETs get index.html so the browser router can handle deep links.
 */
const staticPlugin = async (app: FastifyInstance, opts: { webDist: string }) => {
  const hasDist = fs.existsSync(opts.webDist);
  const hasIndex = hasDist && fs.existsSync(path.join(opts.webDist, 'index.html'));

  if (hasDist) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      cacheControl: false,
      // The build writes .br and .gz beside each text file (web/build/precompress.ts); the plugin sends the best
      // one the browser accepts, else the file itself.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/; index.html must be revalidated to pick up a new build.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The plugin does not say it itself, and a shared cache must not hand brotli to a client that sent no br.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn({ webDist: opts.webDist }, 'web app not built; serving a placeholder page');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = pathOf(request.url);
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !urlPath.startsWith(API_PREFIX);
    if (!isPage) {
      // Through the error handler, like every refusal: one envelope, carrying the request id.
      return reply.send(new AppError('notFound', NO_ROUTE_MESSAGE));
    }
    if (looksLikeFile(urlPath)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    if (hasIndex) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
  });
};

export default fp(staticPlugin, { name: 'static' });
