import { z } from 'zod'

/** Every /api answer: `code` 200 is success, anything else carries a readable `msg`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data })
}

export const errorEnvelope = z.lazy(() =>
  z.object({
    code: z.number().int(),
    msg: z.string(),
    data: z.null(),
    /** Stable machine code (see errors.ts) so clients never parse `msg`. */
    error: z.string(),
  }),
)
export type ErrorEnvelope = z.infer<typeof errorEnvelope>
