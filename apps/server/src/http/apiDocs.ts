import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { API_PREFIX } from './registerEndpoint.ts'

/** OpenAPI from the core endpoint schemas: UI at /api/docs, document at /api/docs/json. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'hapdex API',
        version: '1',
        description: 'Every answer is `{code, msg, data}`; code 200 is success. Errors add `error`, a stable key.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'Session token from POST /api/auth/login' } },
      },
    },
    transform: jsonSchemaTransform,
  })
  // Its own CSP: the UI page needs inline bootstrap code our SPA policy forbids. Without the
  // upgrade directive, like the SPA's, so the docs work on plain-http devnets too.
  await app.register(swaggerUi, {
    routePrefix: `${API_PREFIX}/docs`,
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  })
}
