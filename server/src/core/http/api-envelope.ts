import { applyDecorators, type Type } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiProperty,
  ApiPropertyOptional,
  ApiResponse,
  getSchemaPath,
  type ReferenceObject,
  type SchemaObject,
} from '@nestjs/swagger';
import type { Envelope, PageEnvelope } from '../../contracts/envelope';

/** `{ success: true, message? }`: what every success answer is, with or without `data`. */
export class SuccessEnvelopeDto implements Envelope<never> {
  @ApiProperty({ enum: [true], example: true })
  success: true;

  @ApiPropertyOptional({ description: 'A sentence the client may show as it is' })
  message?: string;
}

/** `{ success: true, data: [...], nextCursor }`: one page of a keyset-paginated list. */
export class PageEnvelopeDto implements Omit<PageEnvelope<never>, 'data'> {
  @ApiProperty({ enum: [true], example: true })
  success: true;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The `cursor` of the next page; null on the last page',
  })
  nextCursor: string | null;
}

/**
 * What `data` holds: a schema class (`implements` its contract), an inline schema for what no
 * class says well (a boolean, a map), or null for nothing.
 */
export type EnvelopeData = Type<unknown> | SchemaObject | null;

export interface ApiEnvelopeOptions {
  /** A keyset page: `data` is a list of the type, with `nextCursor`. */
  page?: boolean;
  /** `data` is a list of the type (a whole, short list: no `nextCursor`). */
  array?: boolean;
  /** `data` may be null (say when in `description`). */
  nullable?: boolean;
  /** The success status; 200 unless said (201 for a creating POST, 202 for accepted work). */
  status?: 200 | 201 | 202;
  description?: string;
}

const isClass = (type: EnvelopeData): type is Type<unknown> => typeof type === 'function';

function dataSchema(type: Exclude<EnvelopeData, null>): SchemaObject | ReferenceObject {
  return isClass(type) ? { $ref: getSchemaPath(type) } : type;
}

/**
 * Documents an operation's success answer as the envelope around `type`:
 * `{ success: true, data: <type>, message? }`, `{ success: true, data: [<type>], nextCursor }`
 * with `page`, or `{ success: true, message? }` when `type` is null. `type` is a class whose
 * fields carry `@ApiProperty` and which `implements` its interface of `contracts/`, so the
 * document and the wire type cannot drift apart.
 */
export function ApiEnvelope(type: EnvelopeData, options: ApiEnvelopeOptions = {}): MethodDecorator {
  const status = options.status ?? 200;
  const description = options.description ?? (status === 201 ? 'Created' : 'Success');
  const models: Array<Type<unknown>> = [options.page ? PageEnvelopeDto : SuccessEnvelopeDto];
  if (isClass(type)) models.push(type);

  let schema: SchemaObject & Partial<ReferenceObject>;
  if (type === null) {
    schema = { $ref: getSchemaPath(SuccessEnvelopeDto) };
  } else {
    const item = dataSchema(type);
    let data: SchemaObject | ReferenceObject =
      options.page || options.array ? { type: 'array', items: item } : item;
    // In OpenAPI 3.0 a `$ref` ignores its siblings: a nullable reference wraps it in allOf.
    if (options.nullable) {
      data = '$ref' in data ? { allOf: [data], nullable: true } : { ...data, nullable: true };
    }
    schema = {
      allOf: [
        { $ref: getSchemaPath(models[0]) },
        { type: 'object', required: ['data'], properties: { data } },
      ],
    };
  }
  return applyDecorators(
    ApiExtraModels(...models),
    ApiResponse({ status, description, schema }),
  ) as MethodDecorator;
}

/**
 * An answer that is not the plain envelope (login, chat's lists, a count at the top level): a
 * class of the whole body, `implements` its contract.
 */
export function ApiAnswer(
  type: Type<unknown>,
  options: { status?: 200 | 201 | 202; description?: string } = {},
): MethodDecorator {
  const status = options.status ?? 200;
  return applyDecorators(
    ApiExtraModels(type),
    ApiResponse({
      status,
      description: options.description ?? (status === 201 ? 'Created' : 'Success'),
      schema: { $ref: getSchemaPath(type) },
    }),
  ) as MethodDecorator;
}
