import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { copies, productionStart, readDockerfile, ROOT } from '../helpers/dockerfile';

/**
 * Issue 26: what can be checked of the deployment files without a Docker engine. The image's start is the one
 * proof R2 runs as PID 1 (it reads it from the Dockerfile), and the one `npm start` runs after building.
 */
const read = (f: string) => readFileSync(path.join(ROOT, f), 'utf8');
const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string>; engines: { node: string } };
const stages = readDockerfile();
const start = productionStart(stages);
const V8_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=100', '--expose-gc'];

describe('Dockerfile', () => {
  it('builds in a stage with every dependency, installs production dependencies only in another, runs Node 24', () => {
    expect(stages.map((s) => [s.name, s.image])).toEqual([
      ['toolchain', 'node:24-bookworm-slim'], ['build', 'toolchain'], ['deps', 'toolchain'], ['runtime', 'node:24-bookworm-slim'],
    ]);
    const runs = (name: string) => stages.find((s) => s.name === name)!.instructions.filter((i) => i.op === 'RUN').map((i) => i.args);
    // argon2 is compiled at install (docs/decisions.md): the stages that install have a compiler, the runtime none.
    expect(runs('toolchain')[0]).toMatch(/apt-get install -y --no-install-recommends python3 make g\+\+/);
    expect(runs('build')).toEqual(['npm ci --no-audit --no-fund', 'npm run build']);
    expect(runs('deps')).toEqual(['npm ci --omit=dev --no-audit --no-fund']);
    expect(runs('runtime')).toEqual(['mkdir -p /data && chown node:node /data']);
  });

  it('puts patches/ in before every npm ci, whose postinstall applies them (patch-package, a production dependency)', () => {
    const pkgFull = JSON.parse(read('package.json')) as { dependencies: Record<string, string> };
    expect(pkg.scripts.postinstall).toMatch(/^patch-package\b/);
    expect(pkgFull.dependencies['patch-package']).toMatch(/^\d+\.\d+\.\d+$/);
    for (const name of ['build', 'deps']) {
      const ops = stages.find((s) => s.name === name)!.instructions.map((i) => `${i.op} ${i.args}`);
      expect(ops.indexOf('COPY patches patches')).toBeGreaterThan(-1);
      expect(ops.indexOf('COPY patches patches')).toBeLessThan(ops.findIndex((o) => o.startsWith('RUN npm ci')));
    }
  });

  it('runs node itself as PID 1 (no npm, no shell), as a non-root user, stopped by SIGTERM', () => {
    expect(start.command).toEqual(['node', ...V8_FLAGS, 'dist/src/main.js']);
    expect(start.env).toMatchObject({ NODE_ENV: 'production', UV_THREADPOOL_SIZE: '2', MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' });
    expect(start.user).toBe('node');
    expect(start.stopSignal).toBe('SIGTERM');
    expect(start.workdir).toBe('/app');
  });

  it('copies into the runtime stage what the production start needs and nothing else of the build', () => {
    expect(copies(start.runtime)).toEqual([
      { from: 'deps', sources: ['/app/node_modules'], dest: 'node_modules' },
      { from: 'build', sources: ['/app/dist/src'], dest: 'dist/src' },
      { from: 'build', sources: ['/app/dist/public'], dest: 'dist/public' },
      { from: 'build', sources: ['/app/dist/package.json'], dest: 'dist/package.json' },
      { from: undefined, sources: ['drizzle'], dest: 'drizzle' },
    ]);
  });

  it('copies from the build context only files that exist and that .dockerignore lets in', () => {
    const ignored = read('.dockerignore').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
    expect(ignored).toEqual(expect.arrayContaining(['.git', 'node_modules', 'dist', 'data', '.env']));
    const fromContext = stages.flatMap((s) => copies(s)).filter((c) => !c.from).flatMap((c) => c.sources).filter((s) => s !== '.');
    expect(fromContext.filter((s) => !existsSync(path.join(ROOT, s)))).toEqual([]);
    expect(fromContext.filter((s) => ignored.some((i) => s === i || s.startsWith(`${i}/`)))).toEqual([]);
  });

  it('has the build produce what the runtime stage copies: dist/src (tsc) and the live page in dist/public', () => {
    // Then it marks dist a clean build of the tree (scripts/dist-fresh.js), which the image does not copy.
    expect(pkg.scripts.build).toBe('tsc -p tsconfig.json && node scripts/build-web.js && node scripts/dist-fresh.js --mark');
    expect(read('scripts/build-web.js')).toContain("path.join(root, 'dist/public')");
  });
});

describe('npm start', () => {
  it('builds, then runs the same command and settings as the image', () => {
    const [build, run] = pkg.scripts.start.split(' && ');
    expect(build).toBe('npm run build --silent');
    const words = run.split(' ');
    const env = Object.fromEntries(words.filter((w) => /^[A-Z_]+=/.test(w)).map((w) => {
      const [, k, v] = /^([A-Z_]+)=\$\{\1:-(.*)\}$/.exec(w)!;
      return [k, v];
    }));
    expect(words.filter((w) => !/^[A-Z_]+=/.test(w))).toEqual(start.command);
    expect(env).toEqual({
      UV_THREADPOOL_SIZE: start.env.UV_THREADPOOL_SIZE, MALLOC_ARENA_MAX: start.env.MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_: start.env.MALLOC_MMAP_THRESHOLD_,
    });
  });

  it('keeps the README first two commands', () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(read('README.md'))![1].split('\n').filter(Boolean);
    expect(firstBlock.map((l) => l.split('#')[0].trim())).toEqual(['npm ci && npm start', 'npm ci && npm test']);
  });
});

describe('engines', () => {
  it('Node 20 from 20.19 (util.parseEnv exists from 20.12; the dev toolchain wants 20.19), 22 LTS from 22.13, 24 LTS', () => {
    expect(pkg.engines.node).toBe('^20.19.0 || ^22.13.0 || ^24.0.0');
  });
});

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, any> };
  const services = compose.services;
  const apis = Object.entries(services).filter(([, s]) => s.build === '.');

  it('runs PostgreSQL 15, Redis and two instances of the service built here', () => {
    expect(services.postgres.image).toMatch(/^postgres:15/);
    expect(services.redis.image).toMatch(/^redis:/);
    expect(apis.map(([name]) => name)).toEqual(['api-1', 'api-2']);
  });

  it('shares PostgreSQL and Redis between the instances, the secret from an env file, health from /api/health', () => {
    for (const [, s] of apis) {
      expect(s.environment.DATABASE_URL).toMatch(/@postgres:5432\//);
      expect(['redis', 'postgres']).toContain(s.environment.RATE_LIMIT_STORE);
      expect(s.environment.REDIS_URL).toBe('redis://redis:6379');
      expect(s.env_file).toEqual([{ path: '.env', required: true }]);
      expect(s.environment.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/); // from .env, never written here
      expect(s.healthcheck.test.join(' ')).toContain('/api/health');
      expect(s.depends_on).toEqual({ postgres: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
    }
    expect(services.postgres.healthcheck.test.join(' ')).toContain('pg_isready');
    expect(services.redis.healthcheck.test.join(' ')).toContain('ping');
  });
});
