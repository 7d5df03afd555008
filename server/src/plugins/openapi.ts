import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { STAFF_ROLES } from '@ftown/domain/auth/roles';
import type { Config } from '../config.ts';

export const DOCS_PREFIX = '/ftown-api/docs';

/**
 * OpenAPI generated from the same zod schemas that validate the routes; must be registered before them.
 * OPENAPI_DOCS decides who sees it: everyone (development), signed-in staff (X-Token of a staff user on every
 * docs request, the UI's files included) or nobody (production's default: the description maps every call).
 */
const openapiPlugin = async (
  app: FastifyInstance,
  opts: { mode: Config['OPENAPI_DOCS']; /** Adds what the route schemas cannot say (features' own descriptions). */ describe: (doc: object) => void },
) => {
  if (opts.mode === 'off') return;
  await app.register(swagger, {
    openapi: {
      info: { title: '基金小镇入驻申请系统 API', version: '0.1.0' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Token' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      opts.describe(documentObject.openapiObject);
      return documentObject.openapiObject;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    ...(opts.mode === 'staff' ? { uiHooks: { onRequest: app.guard({ roles: STAFF_ROLES }) } } : {}),
  });
};

export default fp(openapiPlugin, { name: 'openapi', dependencies: ['auth'] });
