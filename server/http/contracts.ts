// Contract pieces shared by the routes of the product API (/api), as TypeBox values: one value is
// both the JSON Schema Fastify validates and serialises with and, through Static<>, the TypeScript
// type (docs/decisions/013-route-contracts-typebox.md).
import { Type, type TObject, type TSchema, type TUnsafe, type Static } from "@sinclair/typebox";

/**
 * `T | null` as `type: [T, "null"]` rather than TypeBox's `anyOf`: the validator's messages stay
 * one line and the serializer takes its fast path. For string, number, integer and boolean schemas.
 */
export function Nullable<T extends TSchema & { type: string }>(schema: T): TUnsafe<Static<T> | null> {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, "null"] });
}

/**
 * The serializer writes an object's required properties first, then the optional ones. Where an
 * optional property comes before a required one in the order a handler builds the object (GoTrue's
 * user: `email_confirmed_at` before `phone`), that would reorder the bytes on the wire. InOrder
 * keeps only the leading run of required properties in `required`, so every property is written in
 * the schema's order; the TypeScript type (from the properties' modifiers) stays as it is.
 */
export function InOrder<T extends TObject>(schema: T): T {
  const required = new Set(schema.required ?? []);
  const prefix: string[] = [];
  for (const key of Object.keys(schema.properties)) {
    if (!required.has(key)) break;
    prefix.push(key);
  }
  return { ...schema, required: prefix };
}

/** A string out of a closed list, as `enum` (one validator message, not one per `anyOf` branch). */
export function StringEnum<const T extends readonly string[]>(values: T, options: { description?: string } = {}): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: "string", enum: [...values], ...options });
}

/** One offending field of a refused request (`personsApprox`, `kinds.0`), with a German message. */
export const FieldProblem = Type.Object({ field: Type.String(), message: Type.String() });

/**
 * The product API's error shape. `fields` is sent with `validation_failed` when the schema
 * validator refused the request; no other property exists (render() in ./errors.ts).
 */
export const ApiErrorBody = Type.Object({
  error: Type.Object({
    code: Type.String(),
    message: Type.String(),
    fields: Type.Optional(Type.Array(FieldProblem)),
  }),
});
export type ApiErrorBody = Static<typeof ApiErrorBody>;

/**
 * Every /api route can answer with the error shape: 400/415 from the body parsers and validator,
 * 401/403 from requireUser, 404/413/429 from the handlers, 500 from the error handler.
 */
export const apiErrors = { "4xx": ApiErrorBody, "5xx": ApiErrorBody } as const;

/** An empty success (204): documented so the route table shows every status it sends. */
export const NoContent = Type.Unsafe<void>({ description: "No content" });

/** Path parameter `:id`; the handlers decide whether it names anything (404, never 400). */
export const IdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * Whether a path id can name one of our rows (their ids are UUIDs). Anything else names nothing: the
 * handler answers 404 without asking the database, which PostgreSQL would answer with an error for a
 * U+0000 in the text (tests/proof/hostile.test.ts).
 */
export function canNameRow(id: string): boolean {
  return UUID.test(id);
}

/** A download or stream: the body is not JSON, so only its media type is documented. */
export function Binary(contentType: string, description: string) {
  return Type.Unsafe<unknown>({ description, content: { [contentType]: { schema: {} } } });
}
