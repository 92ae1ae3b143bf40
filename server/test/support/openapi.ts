import request from 'supertest';

/** The parts of an OpenAPI 3 document the generated suites read. */
export interface SchemaObject {
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  $ref?: string;
  allOf?: SchemaObject[];
  nullable?: boolean;
}

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: SchemaObject;
}

interface OperationObject {
  operationId?: string;
  parameters?: ParameterObject[];
  requestBody?: { content: Record<string, { schema?: SchemaObject }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, SchemaObject> };
}

/** One operation of the document, flattened for the generated suites. */
export interface Operation {
  /** `METHOD /path` as the document spells it, e.g. `POST /api/v1/createPost`. */
  id: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  pathParams: string[];
  queryParams: Array<{ name: string; schema: SchemaObject }>;
  bodyKind: 'json' | 'multipart' | 'none';
  bodySchema: SchemaObject;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export async function readOpenApi(url: string): Promise<OpenApiDocument> {
  const res = await request(url).get('/api/docs-json').expect(200);
  return res.body as OpenApiDocument;
}

/** A schema with its `$ref`s and `allOf`s resolved (one level of properties deep is enough). */
export function resolveSchema(
  doc: OpenApiDocument,
  schema: SchemaObject | undefined,
): SchemaObject {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() as string;
    return resolveSchema(doc, doc.components?.schemas?.[name]);
  }
  if (schema.allOf) {
    return schema.allOf.reduce<SchemaObject>((merged, part) => {
      const resolved = resolveSchema(doc, part);
      return {
        ...merged,
        ...resolved,
        properties: { ...merged.properties, ...resolved.properties },
        required: [...(merged.required ?? []), ...(resolved.required ?? [])],
      };
    }, {});
  }
  return schema;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const multipart = content['multipart/form-data'];
      const json = content['application/json'];
      out.push({
        id: `${method.toUpperCase()} ${path}`,
        method,
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: resolveSchema(doc, p.schema) })),
        bodyKind: multipart ? 'multipart' : json ? 'json' : 'none',
        bodySchema: resolveSchema(doc, (multipart ?? json)?.schema),
      });
    }
  }
  return out;
}

/** `/api/v1/profile/{userId}` with every parameter replaced by `value(name)`. */
export function fillPath(path: string, value: (name: string) => string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeAny(value(name)));
}

/** encodeURIComponent, but a lone surrogate goes out as its WTF-8 bytes instead of throwing. */
export function encodeAny(text: string): string {
  return text
    .split(/([\ud800-\udfff])/)
    .map((part) =>
      /^[\ud800-\udfff]$/.test(part)
        ? Buffer.from([
            0xed,
            0xa0 + ((part.charCodeAt(0) >> 6) & 0x1f),
            0x80 + (part.charCodeAt(0) & 0x3f),
          ])
            .toString('hex')
            .replace(/(..)/g, '%$1')
        : encodeURIComponent(part),
    )
    .join('');
}

/** The error envelope every non-2xx answer must be: `{ success: false, message, code, errors? }`. */
export function envelopeProblem(status: number, body: unknown): string | null {
  if (status < 400) return null;
  if (typeof body !== 'object' || body === null) return 'the body is not a JSON object';
  const record = body as Record<string, unknown>;
  if (record.success !== false) return '`success` is not false';
  if (typeof record.message !== 'string' || record.message.length === 0) {
    return '`message` is not a non-empty string';
  }
  if (typeof record.code !== 'string' || record.code.length === 0) {
    return '`code` is not a non-empty string';
  }
  if ('errors' in record && (typeof record.errors !== 'object' || record.errors === null)) {
    return '`errors` is not an object';
  }
  // retryAfter: the comment cooldown's seconds to wait, shown by the client as 'Wait Ns'.
  const allowed = new Set(['success', 'message', 'code', 'errors', 'retryAfter']);
  const extra = Object.keys(record).filter((k) => !allowed.has(k));
  return extra.length > 0 ? `unexpected keys ${extra.join(', ')}` : null;
}
