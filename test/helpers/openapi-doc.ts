/**
 * The OpenAPI document's shape as the contract tests read it, and its operations listed (test/api/openapi-*.test.ts).
 */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
};
export interface Operation {
  security?: Security;
  description?: string;
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
export type Security = Record<string, string[]>[];
export interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
  security?: Security;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export function operationsOf(doc: Document): { path: string; method: string; operation: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => HTTP_METHODS.includes(key))
      .map((method) => ({ path, method, operation: item[method]! })),
  );
}

