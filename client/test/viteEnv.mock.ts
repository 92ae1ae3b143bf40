export const viteEnv = {
  socketUrl: undefined as string | undefined,
};
