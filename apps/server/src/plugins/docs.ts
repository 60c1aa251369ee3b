import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorBodySchema } from '@nova/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Every failure answers with the same body (rule 6), so each operation documents it once. */
const errorResponse = {
  description: 'Any error: `code` is one of the error catalog, `errors` lists field problems',
  ...z.toJSONSchema(errorBodySchema, { target: 'openapi-3.0' }),
};

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

function transform(input: TransformInput) {
  const output = jsonSchemaTransform(input);
  const schema = output.schema as { hide?: boolean; response?: Record<string, unknown> } | undefined;
  if (!schema || schema.hide) return output;
  return { ...output, schema: { ...schema, response: { ...schema.response, default: errorResponse } } };
}

/** The OpenAPI document, generated from the contracts' zod schemas; UI at /api/docs, JSON at /api/docs/json. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Nova API',
        version: '1.0.0',
        description: 'Member platform API. Amounts are decimal strings.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // As for the app itself: the documentation must also work over plain HTTP on a private network.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
