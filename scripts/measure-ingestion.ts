import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { nextMonthlyCodes } from '../src/market/contracts';
import { startMarketHelper } from './market-helper';

// Ingestion time for 10 contracts x 500 daily candles against the fake primary helper:
//   npm run build && node dist/scripts/measure-ingestion.js            (embedded PGlite)
//   DATABASE_URL=postgres://root@127.0.0.1:5432/postgres node dist/scripts/measure-ingestion.js
async function main() {
  const helper = await startMarketHelper(0);
  const server = process.env.DATABASE_URL;
  const db = `feedlot_ingest_${randomBytes(3).toString('hex')}`;
  let url: string | undefined;
  if (server) {
    const admin = postgres(server, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${db}`);
    await admin.end();
    const u = new URL(server);
    u.pathname = `/${db}`;
    url = u.toString();
  }
  const contracts = ['BGI1!', ...nextMonthlyCodes(new Date(), 9)];
  const app = await createApp(loadConfig({
    DATA_DIR: 'memory://', LOG_LEVEL: 'warn', DEMO_SEED: 'false', JWT_SECRET: randomBytes(32).toString('hex'),
    MARKETDATA_PROVIDER: 'primary', MARKETDATA_PRIMARY_URL: helper.url, MARKETDATA_FALLBACK: 'none',
    MARKETDATA_ACTIVE_CONTRACTS: contracts.join(','), MARKETDATA_SYNC_ENABLED: 'false', PESAGEM_PENDENTE_ENABLED: 'false',
    ...(url ? { DATABASE_URL: url } : {}),
  }));
  for (const run of ['first (inserts)', 'second (upserts)']) {
    const s = await app.ingest();
    process.stdout.write(`${app.database.kind} ${run}: ${s.ok.length} contracts, ${s.candles} candles, ${s.quotesStored} quotes, ${s.durationMs} ms\n`);
  }
  await app.shutdown();
  await helper.close();
  if (server) {
    const admin = postgres(server, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database ${db} with (force)`);
    await admin.end();
  }
}

void main();
