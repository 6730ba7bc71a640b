import type { ZodType } from 'zod';

/**
 * The one way a route writes a JSON body or answer in its OpenAPI declaration. With a name, the schema is a
 * component of the document (`#/components/schemas/<name>`), named through zod's own `.meta({ id })`, which
 * works on the plain zod schemas of src/shared whatever the import order. Nested schemas that need a component
 * of their own carry `.meta({ id })` beside their declaration in src/shared.
 */
export function jsonContent<S extends ZodType>(schema: S, name?: string) {
  return { content: { 'application/json': { schema: name ? (schema.meta({ id: name }) as S) : schema } } };
}

/** A required JSON request body. */
export function jsonBody<S extends ZodType>(schema: S, name?: string) {
  return { required: true, ...jsonContent(schema, name) };
}

/** A JSON answer of one status. */
export function jsonResponse<S extends ZodType>(description: string, schema: S, name?: string) {
  return { description, ...jsonContent(schema, name) };
}
