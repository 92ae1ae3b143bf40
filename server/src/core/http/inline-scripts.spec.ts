import { inlineScriptSources } from './inline-scripts';

describe('inlineScriptSources', () => {
  it("allows the page's plain inline script by the hash of its text, and nothing for scripts with a src", () => {
    const html =
      '<head><script>adopt();</script>' +
      '<script type="module" crossorigin src="/assets/index-1.js"></script></head>';
    // printf '%s' 'adopt();' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptSources(html)).toEqual([
      "'sha256-wfx6rnCTakN4pgGmYEkiQ8a99bQgdjm65PoG3Euf4Rk='",
    ]);
  });
});
