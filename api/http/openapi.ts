// The OpenAPI 3.1 document of /api, generated at run time by hono-openapi from the describeRoute() notes each route
// carries, with schemas converted from the zod schemas the routes validate with; and short helpers for those notes.
// A route without describeRoute() is left out of the document, and tests/api/openapi.test.ts fails until it has one.
import type { Context, Hono } from 'hono';
import { generateSpecs, resolver, type describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { errorBodySchema, messageSchema } from '../../shared/schemas/errors.ts';
import { projectPath } from '../project-root.ts';
import { readJsonFile } from '../startup-error.ts';
import { PLAIN_COOKIE, SECURE_COOKIE } from '../auth/session-cookie.ts';

type RouteNotes = Parameters<typeof describeRoute>[0];
type Responses = NonNullable<RouteNotes['responses']>;
type Parameter = Extract<NonNullable<RouteNotes['parameters']>[number], { in: string }>;

/** The document is rebuilt only when the process starts: readers may keep it a little while. */
const DOCUMENT_MAX_AGE_S = 300;

/** The security requirement of routes that need her session (user items, the admin area, some of auth). */
export const SESSION_SECURITY = [{ sessionCookie: [] }];

/** A JSON answer described by a zod schema, as the server sends it (the schema's output side). */
export function jsonResponse(description: string, schema: z.ZodType = messageSchema): Responses[string] {
  return { description, content: { 'application/json': { schema: resolver(schema, { options: { io: 'output' } }) } } };
}

/** A non-2xx answer: `{message, issues?}` (api/http/errors.ts). */
export const problem = (description: string) => jsonResponse(description, errorBodySchema);

/** A plain HTML page (sign-in steps, the newsletter's confirmation and unsubscribe pages). */
export const htmlPage = (description: string): Responses[string] => ({ description, content: { 'text/html': { schema: { type: 'string' } } } });

/** A JSON request body described by the zod schema the route parses it with. */
export function jsonBody(schema: z.ZodType, description?: string): NonNullable<RouteNotes['requestBody']> {
  return { required: true, ...(description ? { description } : {}), content: { 'application/json': { schema: resolver(schema) } } };
}

interface ObjectJsonSchema {
  properties?: Record<string, Record<string, unknown>>;
  required?: string[];
}

/** One parameter per field of the zod object the route parses `c.req.query()` (or its path) with. */
export function parametersOf(schema: z.ZodObject, where: 'query' | 'path' = 'query'): Parameter[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as ObjectJsonSchema;
  return Object.entries(json.properties ?? {}).map(([name, { description, ...property }]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required?.includes(name) ?? false),
    ...(typeof description === 'string' ? { description } : {}),
    schema: property,
  }));
}

/** The optional Idempotency-Key header of the writes the offline outbox replays. */
export const IDEMPOTENCY_KEY_HEADER: Parameter = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'The same key for a retry of the same request: a replay gets the stored answer and writes nothing twice.',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,200}$' },
};

function packageVersion(): string {
  try {
    return readJsonFile(projectPath('package.json'), z.object({ version: z.string() })).version;
  } catch {
    return '1.0.0';
  }
}

/** The document's own outline, for its own description (OpenAPI 3.1 itself says the rest). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** GET /api/openapi.json for `app()` (the whole server, built by createApp), generated once on first request. */
export function openApiDocument(app: () => Hono) {
  let document: Promise<unknown> | undefined;
  return async (c: Context) => {
    document ??= generateSpecs(app(), {
      documentation: {
        info: { title: 'Women’s Help & Resources API', version: packageVersion(), description:
            'The JSON API of the site: the directory, news, newsletter, contact, payments, her account and the admin area. Messages meant for a person (errors, confirmations, the server’s pages) come in the language of the `lang` query parameter of any route (`en` or `es`), else of Accept-Language, else English.',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: {
            sessionCookie: {
              type: 'apiKey',
              in: 'cookie',
              name: PLAIN_COOKIE,
              description: `The session set at sign-in (GET /api/login). On https it is named ${SECURE_COOKIE}.`,
            },
          },
        },
      },
      // Our paths ending in .csv or .json are routes, not static files.
      excludeStaticFile: false,
      // Every 400 is described by the route itself, in our own error shape.
      defaultValidationErrorResponse: false,
    }).catch((err: unknown) => {
      document = undefined;
      throw err;
    });
    c.header('Cache-Control', `public, max-age=${DOCUMENT_MAX_AGE_S}`);
    return c.json(await document);
  };
}
