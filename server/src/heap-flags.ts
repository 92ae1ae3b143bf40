import { setFlagsFromString } from 'node:v8';

/*
 * V8 "pretenures" an allocation site (allocates its objects straight into the old generation)
 * once most of the objects it made were still alive at a young-generation collection. A burst of
 * concurrent requests is enough for that: each per-request site (a request's headers, its guard,
 * its route state) looks long-lived while 64 requests are in flight. After that, the objects of
 * every later request go to the old generation, and until the next full collection they keep the
 * young objects they point to alive through every scavenge. At 100 requests a second about 12 kB
 * of each signed-in request reached the old generation this way, against 0.3–0.8 kB without it
 * (server/bench/README.md). V8 reads the flag when a collection weighs the sites, so setting it at
 * run time works; it runs before anything else is loaded, so no site has been tenured yet.
 */
setFlagsFromString('--no-allocation-site-pretenuring');
