import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { systemClock } from '../src/clock';
import { rootFieldAccess } from '../src/graphql/field-access';
import { createAppPubSub } from '../src/graphql/pubsub';
import { HealthService } from '../src/modules/health/health.service';
import { buildAppSchema } from '../src/modules/index';
import { compileRoutes } from '../src/rest/execute';
import { buildOpenApi } from '../src/rest/openapi';
import { routes } from '../src/rest/routes';

// The document GET /api/openapi.json serves, written to a file for `npm run lint:openapi`. Like the SDL, it depends
// only on resolver metadata and the route table, so no database or server is started.
const health = new HealthService(async () => {}, { shuttingDown: false }, systemClock);
const schema = buildAppSchema({ resolvers: new Map(), pubSub: createAppPubSub(), health });
const out = path.resolve(process.argv[2] ?? path.join(__dirname, '../openapi.json'));
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(buildOpenApi(schema, compileRoutes(schema, routes, rootFieldAccess())), null, 2)}\n`);
process.stdout.write(`wrote ${path.relative(process.cwd(), out)}\n`);
