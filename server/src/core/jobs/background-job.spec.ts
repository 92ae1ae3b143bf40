import { Logger } from '@nestjs/common';
import { BackgroundJob } from './background-job';

class Sweeper {
  runs = 0;
  fail = false;
  release: () => void = () => undefined;

  @BackgroundJob('test-sweep', 60_000)
  async sweep(): Promise<number> {
    this.runs += 1;
    await new Promise<void>((resolve) => (this.release = resolve));
    if (this.fail) throw new Error('the bucket is away');
    return this.runs;
  }
}

describe(BackgroundJob.name, () => {
  it('joins a run under way instead of starting a second one, then runs afresh', async () => {
    const sweeper = new Sweeper();
    const first = sweeper.sweep();
    const second = sweeper.sweep();
    await Promise.resolve();
    sweeper.release();
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    const third = sweeper.sweep();
    await Promise.resolve();
    sweeper.release();
    expect(await third).toBe(2);
  });

  it('logs a failure instead of throwing it at the timer', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const sweeper = new Sweeper();
    sweeper.fail = true;
    const run = sweeper.sweep();
    await Promise.resolve();
    sweeper.release();
    await expect(run).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('test-sweep failed: Error: the bucket is away');
    logged.mockRestore();
  });
});
