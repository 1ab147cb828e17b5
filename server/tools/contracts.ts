// Response pieces the compliance tools share (/api/tools/*), as TypeBox values.
import { Type, type Static, type TObject, type TPartial, type TProperties } from "@sinclair/typebox";
import { Nullable } from "../http/contracts.js";

/** A cited provision of the knowledge base (server/tools/breach/citations.ts). */
export const Provision = Type.Object({
  ref: Type.String(),
  detail: Nullable(Type.String()),
  title: Type.String(),
  url: Type.String(),
  stand: Type.String(),
});

/** The columns every saved tool item has, in ToolRow's order (server/tools/breach/repo.ts). */
export const toolRowProperties = {
  id: Type.String(),
  title: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};

/**
 * A saved row with its form. The form is sent exactly as stored: its fields are the request schema's
 * (validated on the way in, unknown ones refused: decision 029), but its key order is the one the
 * client sent, which a schema with `properties` would replace by its own. Typed as the request
 * schema's, all optional: a row written before a field existed may lack it.
 */
export function savedRowProperties<T extends TProperties>(form: TObject<T>) {
  const { id, title, createdAt, updatedAt } = toolRowProperties;
  const data = Type.Unsafe<Static<TPartial<TObject<T>>>>({
    type: "object",
    additionalProperties: true,
    description: `The saved form: the fields of the request body (${Object.keys(form.properties).length} fields), as stored`,
  });
  return { id, title, data, createdAt, updatedAt };
}
export type Provision = Static<typeof Provision>;
