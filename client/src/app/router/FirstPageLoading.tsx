/** What shows while the first page's chunk loads (a blink): nothing yet, but said to be busy. */
export function FirstPageLoading() {
  return <div role="status" aria-busy="true" aria-label="Loading" />;
}
