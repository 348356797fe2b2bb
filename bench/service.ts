import 'reflect-metadata';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';

/**
 * Bench-only entry of the real service: createApp(loadConfig(env)) listening on 127.0.0.1:<random port>.
 * The parent (bench/run.ts) talks to it over the IPC channel only, so the ingestion trigger below is not
 * reachable from the network: { cmd: 'ingest' } runs one market ingestion, { cmd: 'stop' } shuts down.
 */
async function main() {
  if (!process.send) throw new Error('bench/service.js is started by bench/run.js (needs an IPC channel)');
  const app = await createApp(loadConfig(process.env));
  const { port } = await app.listen(0, '127.0.0.1');
  process.on('message', (m: { cmd?: string }) => {
    if (m?.cmd === 'ingest') {
      app.ingest().then(
        (s) => process.send!({ ingested: { quotesStored: s.quotesStored, failed: s.failed.length, durationMs: s.durationMs } }),
        (err) => process.send!({ ingested: { error: String(err) } }),
      );
    } else if (m?.cmd === 'stop') {
      void app.shutdown().finally(() => process.exit(0));
    }
  });
  process.on('disconnect', () => process.exit(0)); // the runner died: do not linger
  process.send({ ready: port });
}

main().catch((err) => {
  process.stderr.write(`${err?.stack ?? err}\n`);
  process.exit(1);
});
