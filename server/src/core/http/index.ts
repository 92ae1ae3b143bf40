export * from './app-error';
export * from './envelope';
export * from './validation';
export * from './all-exceptions.filter';
export * from './public.decorator';
export * from './current-user.decorator';
export * from './jwt-auth.guard';
export * from './token-verifier';
