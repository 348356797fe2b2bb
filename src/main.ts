import 'reflect-metadata';
import { createApp } from './app';
import { ConfigError, environment, loadConfig } from './config';

async function main() {
  let config;
  try {
    config = loadConfig(environment());
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
  const started = Date.now();
  const app = await createApp(config);
  const { url } = await app.listen();
  const where = config.DATABASE_URL ? 'PostgreSQL server' : `embedded PostgreSQL (PGlite) in ${config.DATA_DIR}`;
  const lines = [
    `Feedlot API listening on ${url} (${where}), ready in ${Date.now() - started} ms`,
    `  REST: ${url}/api   GraphQL + IDE: ${url}/graphql   health: ${url}/api/health`,
  ];
  if (app.demo) {
    lines.push(`  Demo login (shown once): ${app.demo.email} / ${app.demo.password}`);
    lines.push(`  curl -s -X POST ${url}/api/auth/login -H 'Content-Type: application/json' -d '{"email":"${app.demo.email}","password":"${app.demo.password}"}'`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);

  const stop = (signal: string) => {
    app.logger.info({ signal }, 'shutting down');
    const hard = setTimeout(() => process.exit(1), config.SHUTDOWN_DELAY_MS + config.SHUTDOWN_GRACE_MS + 10_000);
    hard.unref();
    app.shutdown().then(() => process.exit(0), (err) => {
      app.logger.error({ err }, 'shutdown failed');
      process.exit(1);
    });
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

void main();
