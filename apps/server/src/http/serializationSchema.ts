import { z } from 'zod'

type Scalar = 'string' | 'number' | 'integer' | 'boolean' | 'null'

/**
 * The JSON Schema subset whose fast-json-stringify output equals JSON.stringify of what zod's
 * encode returns, for every value the zod schema accepts: objects drop unknown keys and keep the
 * schema's key order, nothing is added (no defaults) and no branch is chosen by validation.
 */
export type SerializationSchema = (
  | { type: Scalar }
  | { type: 'array'; items: SerializationSchema }
  | { type: 'object'; properties: Record<string, SerializationSchema>; required: string[]; additionalProperties: false }
  | { type: 'object'; additionalProperties: SerializationSchema }
) & { nullable?: true }

type JsonSchema = Record<string, unknown>

/** Constrain values zod already accepted, or only document: they never change the text. */
const ANNOTATIONS = new Set([
  '$schema',
  'title',
  'description',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  'const',
  'enum',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
])
const SCALARS = new Set<unknown>(['string', 'number', 'integer', 'boolean', 'null'])

/** Thrown inside the conversion for anything outside the subset; the caller then keeps zod. */
class Unsupported extends Error {}

/**
 * The zod output schema as a SerializationSchema, or undefined when it has anything the subset
 * cannot reproduce exactly: transforms, dates and other values JSON Schema cannot describe,
 * defaults, unions of objects, tuples, references, and objects whose optional keys come before
 * required ones (fast-json-stringify writes required keys first, zod in schema order).
 */
export function toSerializationSchema(schema: z.ZodType): SerializationSchema | undefined {
  let json: JsonSchema
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-2020-12' }) as JsonSchema
  } catch {
    return undefined
  }
  try {
    return convert(json)
  } catch (error) {
    if (error instanceof Unsupported) return undefined
    throw error
  }
}

function convert(json: JsonSchema): SerializationSchema {
  const { type, anyOf, properties, required, additionalProperties, propertyNames, items, ...rest } = json
  for (const key of Object.keys(rest)) if (!ANNOTATIONS.has(key)) throw new Unsupported(key)
  if (anyOf !== undefined) {
    if (type !== undefined || properties !== undefined || items !== undefined) throw new Unsupported('anyOf beside a type')
    return convertAnyOf(anyOf)
  }
  if (Array.isArray(type)) return convertTypeList(type)
  if (type === 'array') return { type, items: convert(asSchema(items)) }
  if (type === 'object') return convertObject(properties, required, additionalProperties, propertyNames)
  if (SCALARS.has(type) && properties === undefined && items === undefined) return { type: type as Scalar }
  throw new Unsupported(String(type))
}

/** `["string", "null"]`: a nullable scalar. */
function convertTypeList(types: unknown[]): SerializationSchema {
  const nonNull = types.filter((type) => type !== 'null')
  const [type] = nonNull
  if (nonNull.length !== 1 || types.length !== 2 || !SCALARS.has(type)) throw new Unsupported('type list')
  return { type: type as Scalar, nullable: true }
}

/**
 * Only unions whose text does not depend on which branch matched: `X | null` (null is written as
 * null whatever X is), and unions of scalars of one type (string literals, number literals).
 */
function convertAnyOf(anyOf: unknown): SerializationSchema {
  if (!Array.isArray(anyOf)) throw new Unsupported('anyOf')
  const branches = anyOf.map((branch) => convert(asSchema(branch)))
  const nullable = branches.some((branch) => branch.type === 'null')
  const others = branches.filter((branch) => branch.type !== 'null')
  const [first] = others
  if (first === undefined || first.nullable === true) throw new Unsupported('anyOf')
  if (others.length > 1 && !(SCALARS.has(first.type) && others.every((branch) => branch.type === first.type && branch.nullable !== true))) {
    throw new Unsupported('anyOf of different types')
  }
  return nullable ? { ...first, nullable: true } : first
}

function convertObject(properties: unknown, required: unknown, additionalProperties: unknown, propertyNames: unknown): SerializationSchema {
  if (properties === undefined && required === undefined && additionalProperties !== false && additionalProperties !== undefined) {
    // A record: zod writes the keys in the value's own order, as fast-json-stringify does, only
    // for plain string keys (enum keys come out in the enum's order).
    if (propertyNames !== undefined && !isPlainStringSchema(propertyNames)) throw new Unsupported('record keys')
    return { type: 'object', additionalProperties: convert(asSchema(additionalProperties)) }
  }
  if (additionalProperties !== false || propertyNames !== undefined) throw new Unsupported('open object')
  const shape = properties === undefined ? {} : asSchema(properties)
  const requiredKeys = required === undefined ? [] : asStrings(required)
  const keys = Object.keys(shape)
  const firstOptional = keys.findIndex((key) => !requiredKeys.includes(key))
  if (firstOptional !== -1 && keys.slice(firstOptional).some((key) => requiredKeys.includes(key))) {
    throw new Unsupported('optional key before a required one')
  }
  if (requiredKeys.some((key) => !keys.includes(key))) throw new Unsupported('required key without a schema')
  const converted = Object.fromEntries(keys.map((key) => [key, convert(asSchema(shape[key]))]))
  return { type: 'object', properties: converted, required: requiredKeys, additionalProperties: false }
}

function isPlainStringSchema(value: unknown): boolean {
  const schema = asSchema(value)
  return Object.keys(schema).length === 1 && schema['type'] === 'string'
}

function asSchema(value: unknown): JsonSchema {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Unsupported('schema')
  return value as JsonSchema
}

function asStrings(value: unknown): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) throw new Unsupported('required')
  return value
}
