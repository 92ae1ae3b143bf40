import type { DataSourceOptions } from 'typeorm';
import { migrations } from '../../../../migrations';

/** The one definition of how the app talks to PostgreSQL; schema changes only via migrations. */
export function dataSourceOptions(url: string, poolSize = 20): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrations,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    // Entities describe the tables; they never change the database. Left on, TypeORM would create
    // the uuid-ossp extension at every connect because entities have generated uuid keys, while
    // the migrations' defaults use PostgreSQL's own gen_random_uuid().
    installExtensions: false,
    // Failed queries are not logged here: most are answers (a unique name taken is a 409), and
    // the unexpected ones reach the HTTP error filter or the event listener's logger with a stack.
    logging: ['warn'],
    // A database that does not answer fails a request in 5 s (503) instead of holding it.
    // Idle connections stay five minutes, not pg-pool's ten seconds: each carries its prepared
    // statements, and one closed and reopened under steady load plans them all again, which
    // showed as chat latency spikes of 200-600 ms every ten seconds.
    // No JIT: every statement here reads a page or writes a row in a few ms, but PostgreSQL
    // weighs JIT by estimated cost, and a recursive thread's estimate is thousands of times its
    // real size: compiling it took 60 ms of a 1 ms read. PGOPTIONS, which `options` would
    // otherwise hide, still reaches the connections (`-c log_statement=all` when profiling).
    extra: {
      max: poolSize,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 300_000,
      options: ['-c jit=off', process.env.PGOPTIONS].filter(Boolean).join(' '),
    },
  };
}
