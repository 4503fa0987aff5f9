import fastJson from 'fast-json-stringify'
import type { FastifySerializerCompiler } from 'fastify'
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { toSerializationSchema } from './serializationSchema.ts'

type ResponseSchema = z.ZodType | { properties: z.ZodType }
type Serialize = (data: unknown) => string

export interface SerializerCompilerOptions {
  /** Also serialize with zod and fail on any difference (or on data zod rejects). */
  verify: boolean
}

/** One compiled serializer per schema object: every route shares the error envelope. */
const compiled = new WeakMap<z.ZodType, Serialize | null>()

function fastSerializer(schema: z.ZodType): Serialize | undefined {
  let serialize = compiled.get(schema)
  if (serialize === undefined) {
    const serializationSchema = toSerializationSchema(schema)
    serialize = serializationSchema === undefined ? null : (fastJson(serializationSchema) as Serialize)
    compiled.set(schema, serialize)
  }
  return serialize ?? undefined
}

/**
 * Response serialization compiled once per route with fast-json-stringify from the output
 * schema's JSON Schema, instead of fastify-type-provider-zod's zod encode and JSON.stringify on
 * every response (about a twentieth of a read's CPU). Schemas it cannot reproduce exactly keep
 * the zod serializer. It no longer validates: handlers are typed by the same schemas, and the
 * tests run with `verify`, which still checks every response against zod.
 */
export function createSerializerCompiler({ verify }: SerializerCompilerOptions): FastifySerializerCompiler<ResponseSchema> {
  return (routeSchema) => {
    const zodSerialize = zodSerializerCompiler(routeSchema) as Serialize
    const schema = routeSchema.schema
    const fast = schema instanceof z.ZodType ? fastSerializer(schema) : undefined
    if (fast === undefined) return zodSerialize
    if (!verify) return fast
    return (data) => {
      const expected = zodSerialize(data)
      const actual = fast(data)
      if (actual !== expected) {
        throw new Error(`response serializers disagree on ${routeSchema.method} ${routeSchema.url}`, { cause: { expected, actual } })
      }
      return actual
    }
  }
}
