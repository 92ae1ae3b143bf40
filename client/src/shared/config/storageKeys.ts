// Free of `import.meta`, like routes.ts: the build (vite-plugins/) reads them too.
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  darkMode: 'darkMode',
} as const;
