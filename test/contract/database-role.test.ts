import { randomBytes } from 'node:crypto';
import { createApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { sql } from '../../src/db/client';
import { admin, withDatabase } from '../helpers/db-template';
import { PASSWORD } from '../helpers/factories';

// The database contract's rights (docs/operations.md, "The database"): a role that is no superuser and may create
// no database and no role, owner of an empty database, migrates it and serves. PostgreSQL run only: the embedded
// database has no roles to restrict.
const serverUrl = process.env.DATABASE_URL;

(serverUrl ? describe : describe.skip)('a restricted role that owns its database', () => {
  const suffix = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const role = `feedlot_role_${suffix}`;
  const name = `feedlot_test_role_${suffix}`;
  let app: App | undefined;

  beforeAll(async () => {
    await admin(serverUrl!, async (s) => {
      await s.unsafe(`create role ${role} login nosuperuser nocreatedb nocreaterole noreplication`);
      await s.unsafe(`create database ${name} owner ${role}`);
    });
  });
  afterAll(async () => {
    await app?.shutdown();
    await admin(serverUrl!, async (s) => {
      await s.unsafe(`drop database if exists ${name} with (force)`);
      await s.unsafe(`drop role if exists ${role}`);
    });
  });

  it('applies every migration (extensions included) and serves a login, with no superuser right', async () => {
    const u = new URL(withDatabase(serverUrl!, name));
    u.username = role;
    u.password = '';
    app = await createApp(loadConfig({
      DATABASE_URL: u.toString(), JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent', DEMO_SEED: 'false',
      BOOTSTRAP_SUPERADMIN_EMAIL: 'role.super@teste.com', BOOTSTRAP_SUPERADMIN_PASSWORD: PASSWORD, RATE_LIMIT_STORE: 'postgres',
      MARKETDATA_SYNC_ENABLED: 'false', PESAGEM_PENDENTE_ENABLED: 'false', PROTOCOLO_ATRASADO_ENABLED: 'false', RESUMO_DIARIO_ENABLED: 'false',
    }));
    const [me] = await app.database.rows<{ who: string; su: boolean; ext: string }>(sql`
      select current_user as who, r.rolsuper as su,
             (select string_agg(extname, ',' order by extname) from pg_extension where extname in ('pg_trgm', 'unaccent')) as ext
        from pg_roles r where r.rolname = current_user`);
    expect(me).toEqual({ who: role, su: false, ext: 'pg_trgm,unaccent' });
    const { port } = await app.listen(0, '127.0.0.1');
    const r = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'role.super@teste.com', password: PASSWORD }),
    });
    expect(r.status).toBe(200);
    // The audit log stays append-only for the owner itself (a trigger, not a grant).
    await expect(app.database.rows(sql`truncate audit_logs`)).rejects.toMatchObject({ code: '42501' });
  });
});
