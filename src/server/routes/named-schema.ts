import { z } from '@hono/zod-openapi';

/**
 * A shared zod object schema (src/shared, plain zod) under a component name in the OpenAPI document. The copy
 * is made here, after @hono/zod-openapi has added `.openapi()` to zod, so it does not depend on which module
 * happened to be imported first.
 */
export function namedSchema<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, name: string) {
  return z.object(schema.shape).openapi(name);
}
