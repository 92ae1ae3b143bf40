import { Document, Spectral } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { readOpenApi } from './support/openapi';
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
});
