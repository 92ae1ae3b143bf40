import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import type { StorageService } from '../../core/storage/storage.service';
import { HealthController } from './health.controller';

function controller(dbUp: boolean, storageUp: boolean) {
  const db = {
    query: dbUp ? jest.fn().mockResolvedValue([]) : jest.fn().mockRejectedValue(new Error('down')),
  };
  const storage = { ping: jest.fn().mockResolvedValue(storageUp) };
  return new HealthController(
    db as unknown as DataSource,
    storage as unknown as StorageService,
    {} as AppConfig,
  );
}

describe(HealthController.name, () => {
  const res = () =>
    ({ status: jest.fn(), setHeader: jest.fn() }) as unknown as Response & {
      status: jest.Mock;
      setHeader: jest.Mock;
    };

  it('answers up for both parts', async () => {
    const r = res();
    expect(await controller(true, true).check(r)).toEqual({
      success: true,
      data: { db: 'up', storage: 'up', unexpectedErrors: 0 },
    });
    expect(r.status).not.toHaveBeenCalled();
  });

  it('answers 503 naming the storage when the bucket does not answer', async () => {
    const r = res();
    const body = await controller(true, false).check(r);
    expect(r.status).toHaveBeenCalledWith(503);
    expect(r.setHeader).toHaveBeenCalledWith('Retry-After', '5');
    expect(body).toEqual({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Unavailable: storage',
      data: { db: 'up', storage: 'down', unexpectedErrors: 0 },
    });
  });

  it('answers 503 naming the database when it does not answer', async () => {
    const r = res();
    const body = await controller(false, true).check(r);
    expect(r.status).toHaveBeenCalledWith(503);
    expect(body.data).toEqual({ db: 'down', storage: 'up', unexpectedErrors: 0 });
  });
});
