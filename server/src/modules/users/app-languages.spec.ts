import { loadConfig } from '../../config/app-config';
import { StoredAppLanguages } from './app-languages';
import type { UsersRepository } from './users.repository';

function languages(stored: Record<string, 'es' | 'fr'>) {
  const appLanguages = jest.fn(async (ids: string[]) => {
    return new Map(ids.flatMap((id) => (stored[id] ? [[id, stored[id]] as const] : [])));
  });
  const users = { appLanguages } as unknown as UsersRepository;
  return { kept: new StoredAppLanguages(users, loadConfig({})), appLanguages };
}

describe(StoredAppLanguages.name, () => {
  it('answers a language read in passing without reading it again', async () => {
    const { kept, appLanguages } = languages({ u1: 'fr' });
    kept.remember('u1', Promise.resolve('es'));
    await expect(kept.of('u1')).resolves.toBe('es');
    expect(appLanguages).not.toHaveBeenCalled();
  });

  it('keeps nothing from a read that failed, and reads the language itself', async () => {
    const { kept, appLanguages } = languages({ u1: 'fr' });
    kept.remember('u1', Promise.reject(new Error('not the session of this user')));
    await new Promise((resolve) => setImmediate(resolve));
    await expect(kept.of('u1')).resolves.toBe('fr');
    expect(appLanguages).toHaveBeenCalledTimes(1);
  });

  it('leaves no rejection unhandled when the language is already kept', async () => {
    const { kept } = languages({ u1: 'fr' });
    await kept.of('u1');
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    kept.remember('u1', Promise.reject(new Error('the session is gone')));
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    await expect(kept.of('u1')).resolves.toBe('fr');
  });
});
