import { loadConfig } from '../../config/app-config';
import { CounterStore, MemoryCounterStore } from '../http/counter-store';
import { SocketBudget } from './socket-budget';

describe(SocketBudget.name, () => {
  const config = loadConfig({
    SOCKET_CONNECT_LIMIT: '3/60',
    SOCKET_CONNECT_LIMIT_ADDRESS: '5/60',
    SOCKET_ACCOUNT_EVENT_LIMIT: '4/10',
  });

  it('refuses connections past the account’s and the address’s budgets, each on its own', async () => {
    const budget = new SocketBudget(new MemoryCounterStore(), config);
    const account = [];
    for (let i = 0; i < 4; i++) account.push(await budget.connectAsAccount('u1'));
    expect(account).toEqual([true, true, true, false]);
    expect(await budget.connectAsAccount('u2')).toBe(true);
    const address = [];
    for (let i = 0; i < 6; i++) address.push(await budget.connectFromAddress('10.0.0.1'));
    expect(address).toEqual([true, true, true, true, true, false]);
    expect(await budget.connectFromAddress('10.0.0.2')).toBe(true);
  });

  it('counts an account’s events across its sockets, window by window', () => {
    const budget = new SocketBudget(new MemoryCounterStore(), config);
    const at = 1_000_000;
    const taken = [1, 2, 3, 4, 5].map(() => budget.event('u1', at));
    expect(taken).toEqual([true, true, true, true, false]);
    expect(budget.event('u2', at)).toBe(true);
    expect(budget.event('u1', at + 10_000)).toBe(true);
  });

  it('lets sockets connect while the counters cannot be reached', async () => {
    const broken = {
      hit: () => Promise.reject(new Error('Redis is away')),
    } as unknown as CounterStore;
    const budget = new SocketBudget(broken, config);
    jest.spyOn(budget['logger'], 'warn').mockImplementation(() => undefined);
    expect(await budget.connectAsAccount('u1')).toBe(true);
  });
});
