// Types of scripts/openapi-lib.mjs for the TypeScript tests that import it.
type Operation = { summary?: string; operationId?: string; security?: Record<string, string[]>[] } & Record<
  string,
  unknown
>;

export interface OpenApiDocument {
  openapi: string;
  servers?: { url: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

export const ROOT: string;
export const API_TYPES_FILE: string;
export function buildOpenApiDocument(): Promise<OpenApiDocument>;
export function renderApiTypes(document: OpenApiDocument): Promise<string>;
