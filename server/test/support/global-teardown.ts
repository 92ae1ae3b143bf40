export default async function globalTeardown(): Promise<void> {
  for (const stop of (globalThis.__E2E_STOPS__ ?? []).reverse()) await stop();
}
