// What the document states beyond the zod schemas (decision 131): the request bodies handlers
// read themselves (a multipart upload, an image's bytes) and the request headers an operation
// requires. Both come from the contract, so the document and the handler cannot drift apart.
import type { Contract } from '@tuura/domain';
import { z } from 'zod';

type Operation = { parameters?: unknown[]; requestBody?: unknown };
type Paths = Record<string, Record<string, Operation> | undefined>;

/** `/api/files/:id/worker` → `/api/files/{id}/worker`, as the document names paths. */
const documentPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function fieldsSchema(fields: z.ZodObject) {
  const { $schema: _, ...schema } = z.toJSONSchema(fields, { io: 'input', unrepresentable: 'any' });
  return schema as { properties?: Record<string, unknown>; required?: string[] };
}

function requestBodyOf(upload: NonNullable<Contract['upload']>) {
  if (upload.kind === 'bytes') {
    const schema = { type: 'string', format: 'binary', maxLength: upload.maxBytes };
    return {
      required: true,
      description: `The image's bytes, at most ${upload.maxBytes}; its kind is recognised by its content (415 otherwise)`,
      content: Object.fromEntries(upload.contentTypes.map((type) => [type, { schema }])),
    };
  }
  const fields = fieldsSchema(upload.fields);
  const form = {
    ...fields,
    type: 'object',
    properties: { ...fields.properties, [upload.filePart]: { type: 'string', format: 'binary' } },
  };
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: form,
        encoding: { [upload.filePart]: { contentType: 'application/octet-stream' } },
      },
      ...(upload.json && { 'application/json': { schema: fields } }),
    },
  };
}

/** Adds each contract's upload body and required headers to its operation in `doc`. */
export function withContractExtras<D extends { paths?: unknown }>(doc: D, contracts: Contract[]): D {
  const paths = (doc.paths ?? {}) as Paths;
  for (const contract of contracts) {
    if (!contract.upload && !contract.headers) continue;
    const operation = paths[documentPath(contract.path)]?.[contract.method.toLowerCase()];
    if (!operation) continue;
    if (contract.upload) operation.requestBody = requestBodyOf(contract.upload);
    const headers = Object.entries(contract.headers ?? {}).map(([name, header]) => ({
      name,
      in: 'header',
      required: true,
      description: header.description,
      schema: { type: 'string', enum: [...header.values] },
    }));
    if (headers.length > 0) operation.parameters = [...(operation.parameters ?? []), ...headers];
  }
  return doc;
}
