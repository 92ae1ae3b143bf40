import { RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { Document, Spectral } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { readOpenApi, type OpenApiDocument } from './support/openapi';
import { startTestApp, type TestApp } from './support/test-app';

// Spectral's severities: 0 error, 1 warning, 2 information, 3 hint.
const WARNING = 1;

/**
 * The served OpenAPI document is a contract a client can be generated from: Spectral's
 * `spectral:oas` ruleset finds no error and no warning in it.
 */
describe('the OpenAPI document', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('passes spectral:oas with no error and no warning', async () => {
    const document = await readOpenApi(server.url);
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as never, 'recommended']] } as never);
    const results = await spectral.run(new Document(JSON.stringify(document), Json));
    const findings = results
      .filter((result) => result.severity <= WARNING)
      .map((result) => `${result.code} at ${result.path.join('.')}: ${result.message}`);
    expect(findings).toEqual([]);
  });

  // spectral:oas is content with an untyped `200: { description: '' }`, which is what the
  // generator writes when a route declares no answer: a client generated from it would type the
  // answer `unknown`. Every success answer says its body (ApiEnvelope, ApiAnswer).
  it('types every success answer of every operation', async () => {
    const document = (await readOpenApi(server.url)) as OpenApiDocument & {
      paths: Record<string, Record<string, { responses?: Record<string, SuccessAnswer> }>>;
    };
    const untyped: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, answer] of Object.entries(operation.responses ?? {})) {
          if (!status.startsWith('2')) continue;
          if (!answer.content?.['application/json']?.schema) {
            untyped.push(`${method.toUpperCase()} ${path} ${status}`);
          }
        }
      }
    }
    expect(untyped).toEqual([]);
  });

  // The document's success status is written by hand (ApiEnvelope's `status`); the route's comes
  // from Nest (201 for a POST unless @HttpCode says otherwise). A client generated from a 200
  // would not read a 201 answer.
  it('documents the status each route really answers with', () => {
    const wrong: string[] = [];
    for (const module of server.app.get(ModulesContainer).values()) {
      for (const { metatype } of module.controllers.values()) {
        if (typeof metatype !== 'function' || isExcluded(metatype)) continue;
        const prototype = metatype.prototype as Record<string, unknown>;
        for (const name of Object.getOwnPropertyNames(prototype)) {
          const handler = prototype[name];
          if (typeof handler !== 'function') continue;
          const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
          if (method === undefined || isExcluded(handler)) continue;
          const status =
            (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ??
            (method === RequestMethod.POST ? 201 : 200);
          const documented = Object.keys(
            (Reflect.getMetadata(SWAGGER_RESPONSES, handler) as object | undefined) ?? {},
          );
          if (!documented.includes(String(status))) {
            wrong.push(`${metatype.name}.${name}: answers ${status}, documents ${documented}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

// @nestjs/swagger's metadata keys (its constants are not exported).
const SWAGGER_RESPONSES = 'swagger/apiResponse';
const SWAGGER_EXCLUDED = ['swagger/apiExcludeEndpoint', 'swagger/apiExcludeController'];

function isExcluded(target: object): boolean {
  return SWAGGER_EXCLUDED.some((key) => {
    const value = Reflect.getMetadata(key, target) as { disable?: boolean } | boolean[] | undefined;
    return Array.isArray(value) ? value[0] === true : value?.disable === true;
  });
}

interface SuccessAnswer {
  content?: Record<string, { schema?: unknown }>;
}
