/**
 * The client-side tools the contract test drives, resolved from this workspace's own node_modules: the root
 * has TypeScript 7, which has no compiler API, while openapi-typescript and the compile check need TypeScript 5.
 */
export { default as SwaggerParser } from '@apidevtools/swagger-parser';
export { default as openapiTS, astToString } from 'openapi-typescript';
export { default as ts } from 'typescript';
