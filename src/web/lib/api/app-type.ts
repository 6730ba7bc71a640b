/**
 * The API contract, as a type: the server's route table (src/server/app.ts). A type-only import, erased at
 * build (verbatimModuleSyntax), so no server code reaches the browser bundle; this is the one file of src/web
 * allowed to name src/server (docs/decisions/013-typed-api-client.md).
 */
// biome-ignore lint/style/noRestrictedImports: type-only import of the API contract, erased at build.
export type { AppType } from '../../../server/app';
