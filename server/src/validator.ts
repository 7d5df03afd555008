import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withSafeText } from '@ftown/domain/api/wire-values';
import { useChineseZodMessages } from '@ftown/domain/api/zod-messages';

// Every refusal is Chinese: zod's own English messages are replaced wherever a schema did not word its own.
useChineseZodMessages();

/**
 * The zod validator of every route, refusing first any input (query or JSON body, known fields or not) that holds a
 * NUL character or a lone surrogate: PostgreSQL cannot store either, so without this they reach SQL and fail as 500.
 */
export const safeTextValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: route.schema instanceof z.ZodType ? withSafeText(route.schema) : route.schema });
