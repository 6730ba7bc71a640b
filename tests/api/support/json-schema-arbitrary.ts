import fc from 'fast-check';

/**
 * fast-check arbitraries built from the JSON Schemas of the OpenAPI document, for the keywords the document uses
 * (type, properties, required, enum, anyOf, items, additionalProperties, minLength/maxLength, minimum/maximum,
 * format uuid/date-time, $ref to components), plus the mutations a hostile or broken client sends.
 * A schema without a type (e.g. the import's free-form `campaign`) gets any JSON value.
 */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
}

export type Components = Record<string, JsonSchema>;

/** Property names whose string values the document cannot describe (the zod schema trims and then pipes). */
const FIELD_HINTS: Record<string, fc.Arbitrary<string>> = {
  email: fc.stringMatching(/^[a-z]{3,10}$/).map((local) => `${local}@fuzz.example`),
};

function resolve(schema: JsonSchema, components: Components): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const found = components[name];
  if (!found) throw new Error(`json-schema-arbitrary: unknown $ref ${schema.$ref}`);
  return resolve(found, components);
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') {
    return fc
      .integer({ min: 1, max: 400 })
      .map((days) => new Date(Date.now() + days * 86_400_000).toISOString());
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, minLength + 60);
  return fc.string({ unit: 'grapheme', minLength, maxLength }).filter((s) => s.trim().length >= minLength);
}

/** Values that satisfy `schema` (as far as the JSON Schema says; zod refinements may still refuse them). */
export function arbitraryFromSchema(
  schema: JsonSchema,
  components: Components,
  key?: string,
): fc.Arbitrary<unknown> {
  const s = resolve(schema, components);
  if (s.enum) return fc.constantFrom(...s.enum);
  const options = s.anyOf ?? s.oneOf;
  if (options) return fc.oneof(...options.map((option) => arbitraryFromSchema(option, components, key)));
  const types = s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
  if (types.length === 0) return fc.jsonValue({ maxDepth: 3 });
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'null':
          return fc.constant(null);
        case 'boolean':
          return fc.boolean();
        case 'integer':
          return fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 1000 });
        case 'number':
          return fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 1000, noNaN: true });
        case 'string':
          return key && FIELD_HINTS[key] ? FIELD_HINTS[key] : stringArbitrary(s);
        case 'array':
          return fc.array(arbitraryFromSchema(s.items ?? {}, components), {
            minLength: s.minItems ?? 0,
            maxLength: Math.min(s.maxItems ?? 5, (s.minItems ?? 0) + 5),
          });
        case 'object': {
          const properties = s.properties ?? {};
          const record: Record<string, fc.Arbitrary<unknown>> = {};
          for (const [name, child] of Object.entries(properties)) {
            record[name] = arbitraryFromSchema(child, components, name);
          }
          return fc.record(record, { requiredKeys: (s.required ?? []).filter((name) => name in properties) });
        }
        default:
          throw new Error(`json-schema-arbitrary: unsupported type ${type}`);
      }
    }),
  );
}

type Json = unknown;
type Path = (string | number)[];

/** Every path to a value inside `value` (the root included), objects and arrays walked. */
function pathsOf(value: Json, prefix: Path = []): Path[] {
  const here = [prefix];
  if (Array.isArray(value)) return here.concat(...value.map((item, i) => pathsOf(item, [...prefix, i])));
  if (value && typeof value === 'object') {
    return here.concat(...Object.entries(value).map(([k, v]) => pathsOf(v, [...prefix, k])));
  }
  return here;
}

function setAt(value: Json, path: Path, replacement: Json): Json {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = setAt(copy[head as number], rest, replacement);
    return copy;
  }
  const record = { ...(value as Record<string, Json>) };
  record[head as string] = setAt(record[head as string], rest, replacement);
  return record;
}

function deleteAt(value: Json, path: Path): Json {
  if (path.length === 0) return value;
  if (path.length === 1) {
    if (Array.isArray(value)) return value.filter((_, i) => i !== path[0]);
    if (value && typeof value === 'object') {
      const { [path[0] as string]: _removed, ...rest } = value as Record<string, Json>;
      return rest;
    }
    return value;
  }
  const [head, ...rest] = path;
  const container = value as Record<string | number, Json>;
  return setAt(value, [head!], deleteAt(container[head!], rest));
}

/** Deep nesting is spliced into the JSON text by `serialise`: building it as a value would make
 * JSON.stringify (and the test's own helpers) recurse 20,000 levels. */
const DEEP_MARKER = /"@@deep:(\d+):(array|object)@@"/g;

function deepText(depth: number, shape: string): string {
  return shape === 'array'
    ? `${'['.repeat(depth)}"fondo"${']'.repeat(depth)}`
    : `${'{"n":'.repeat(depth)}"fondo"${'}'.repeat(depth)}`;
}

/** A value of another JSON type than the one at the path, and the values that break naive code. */
const wrongValue = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0, '', '0', 'null', [], {}, [null], { length: 1 }),
  fc.integer(),
  fc.string({ maxLength: 10 }),
  fc.array(fc.integer(), { maxLength: 3 }),
);

export type Mutation =
  | { kind: 'wrong-type'; pick: number; value: Json }
  | { kind: 'huge-string'; pick: number; length: number }
  | { kind: 'deep-nesting'; pick: number; depth: number; shape: 'array' | 'object' }
  | { kind: 'unknown-field'; pick: number; name: string; value: Json }
  | { kind: 'remove'; pick: number };

export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('wrong-type' as const), pick: fc.nat(), value: wrongValue }),
  fc.record({
    kind: fc.constant('huge-string' as const),
    pick: fc.nat(),
    length: fc.constantFrom(5_000, 100_000, 600_000),
  }),
  fc.record({
    kind: fc.constant('deep-nesting' as const),
    pick: fc.nat(),
    depth: fc.constantFrom(50, 2_000, 20_000),
    shape: fc.constantFrom('array' as const, 'object' as const),
  }),
  fc.record({
    kind: fc.constant('unknown-field' as const),
    pick: fc.nat(),
    name: fc.oneof(
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'role', 'userId', 'id', '$where'),
      fc.string({ minLength: 1, maxLength: 12 }),
    ),
    value: fc.oneof(wrongValue, fc.constant({ isAdmin: true, polluted: 'sí' })),
  }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
);

/** Applies one mutation at a path chosen by `pick` among the value's paths (containers for unknown fields). */
export function applyMutation(value: Json, mutation: Mutation): Json {
  const paths = pathsOf(value);
  const path = paths[mutation.pick % paths.length]!;
  switch (mutation.kind) {
    case 'wrong-type':
      return setAt(value, path, mutation.value);
    case 'huge-string':
      return setAt(value, path, 'ñ'.repeat(mutation.length));
    case 'deep-nesting':
      return setAt(value, path, `@@deep:${mutation.depth}:${mutation.shape}@@`);
    case 'remove':
      return deleteAt(value, path);
    case 'unknown-field': {
      const containers = paths.filter((p) => {
        const target = p.reduce<Json>((v, k) => (v as Record<string | number, Json>)[k], value);
        return target !== null && typeof target === 'object' && !Array.isArray(target);
      });
      if (containers.length === 0) return value;
      const at = containers[mutation.pick % containers.length]!;
      const target = at.reduce<Json>((v, k) => (v as Record<string | number, Json>)[k], value);
      // defineProperty, so that '__proto__' becomes an own key that JSON.stringify sends.
      const copy = { ...(target as Record<string, Json>) };
      Object.defineProperty(copy, mutation.name, { value: mutation.value, enumerable: true, writable: true });
      return setAt(value, at, copy);
    }
  }
}

/** The JSON text of a (mutated) body, with the deep-nesting markers expanded. */
export function serialise(value: Json): string {
  return JSON.stringify(value).replace(DEEP_MARKER, (_m, depth: string, shape: string) =>
    deepText(Number(depth), shape),
  );
}
