// The only module that touches `import.meta`: jest maps it to test/viteEnv.mock.ts.
export const viteEnv = {
  socketUrl: import.meta.env.VITE_SOCKET_URL as string | undefined,
};
