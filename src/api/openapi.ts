/**
 * The OpenAPI 3.1 document of the product §7 endpoints, generated from the same zod schemas and
 * endpoint table the route handlers use (`npm run openapi` writes docs/openapi.json; a unit
 * test regenerates it and compares).
 */
import { z } from 'zod';
import { pageQuerySchema } from '@/schemas/api';
import { envelopeOf, errorEnvelopeSchema } from '@/schemas/responses';
import { ENDPOINTS, type EndpointDef } from '@/api/endpoints';
import { MAX_BODY_BYTES } from '@/http/request';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function pageParameters() {
  const shape = jsonSchema(pageQuerySchema, 'input') as { properties: Record<string, JsonSchema> };
  return Object.entries(shape.properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: false,
    schema,
  }));
}

function operation(name: string, def: EndpointDef) {
  const responses: Record<string, unknown> = {
    '200': {
      description: 'Success',
      content: { 'application/json': { schema: jsonSchema(envelopeOf(def.response), 'output') } },
    },
    '400': errorResponse(
      'Malformed JSON, a body that is not an object, or invalid fields (per-field `errors`)',
    ),
    '405': errorResponse('Any method other than POST (`Allow: POST`)'),
    '413': errorResponse(`Body larger than ${MAX_BODY_BYTES / 1024} KB`),
    '500': errorResponse('Unexpected error (no details are disclosed)'),
    '503': errorResponse('Database unavailable'),
  };
  if (def.spec.rateLimit)
    responses['429'] = errorResponse('Too many requests from this client IP (`Retry-After`)');
  return {
    operationId: name,
    summary: def.summary,
    ...(def.description ? { description: def.description } : {}),
    parameters: [
      {
        name: 'Accept-Language',
        in: 'header',
        required: false,
        description: 'Language of messages and content: the first of zh/en, zh by default',
        schema: { type: 'string', example: 'en' },
      },
      ...(def.spec.paged ? pageParameters() : []),
    ],
    requestBody: {
      required: false,
      content: { 'application/json': { schema: jsonSchema(def.spec.body, 'input') } },
    },
    responses,
  };
}

function buildOpenApi() {
  const paths: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(ENDPOINTS) as [string, EndpointDef][]) {
    paths[def.path] = { post: operation(name, def) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Construction project and tender data site: backend API',
      version: '1.0.0',
      description:
        'Every endpoint is POST with a JSON body and answers `{code, msg, data}` with the HTTP status equal to `code`.',
    },
    paths,
    components: { schemas: { Error: jsonSchema(errorEnvelopeSchema, 'output') } },
  };
}

/** The committed file's text: stable key order, two-space indent, final newline. */
export function openApiText(): string {
  return JSON.stringify(buildOpenApi(), null, 2) + '\n';
}
