import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { systemClock } from '../src/clock';
import { createAppPubSub } from '../src/graphql/pubsub';
import { buildAppSchema } from '../src/modules/index';
import { HealthService } from '../src/modules/health/health.service';

// The SDL depends only on resolver metadata, so no database or service instances are needed.
const health = new HealthService(async () => {}, { shuttingDown: false }, systemClock);
const schema = buildAppSchema({ resolvers: new Map(), pubSub: createAppPubSub(), health });
const out = path.resolve(__dirname, '../../schema/schema.graphql');
writeFileSync(out, `${printSchema(lexicographicSortSchema(schema))}\n`);
process.stdout.write(`wrote ${path.relative(process.cwd(), out)}\n`);
