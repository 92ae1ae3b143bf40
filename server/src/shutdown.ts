import type { Server } from 'node:http';
import { INestApplication, Logger } from '@nestjs/common';
import { InFlightRequests } from './core/http/in-flight-requests';
import { RealtimePublisher } from './core/realtime/realtime-publisher';
import type { EmbeddedServices } from './runtime';

/**
 * Stops taking work, lets requests in flight finish, then closes Nest (database, storage) and
 * finally the embedded services. Nest's own close() disposes the HTTP server only after its
 * shutdown hooks have closed the database, so draining comes first, here.
 */
export async function drainAndClose(
  app: INestApplication,
  embedded: EmbeddedServices,
): Promise<void> {
  const logger = new Logger('Shutdown');
  app.get(RealtimePublisher).disconnectAll();
  const http = app.getHttpServer() as Server;
  await new Promise<void>((resolve) => {
    const idle = setInterval(() => http.closeIdleConnections(), 100);
    http.close(() => {
      clearInterval(idle);
      resolve();
    });
    http.closeIdleConnections();
  });
  // A client that left mid-request closed its socket; its handler may still be running.
  await app.get(InFlightRequests).settled();
  logger.log('HTTP drained');
  await app.close();
  await embedded.stop();
}
