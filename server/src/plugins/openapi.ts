import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/ftown-api/docs';

/** OpenAPI generated from the same zod schemas that validate the routes; must be registered before them. */
const openapiPlugin = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: '基金小镇入驻申请系统 API', version: '0.1.0' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
};

export default fp(openapiPlugin, { name: 'openapi' });
