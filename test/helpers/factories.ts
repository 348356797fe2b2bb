import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Role } from '../../src/auth/actor';
import { hashPassword, passwordCost } from '../../src/auth/password';
import { animais } from '../../src/modules/animal/schema';
import { lotes } from '../../src/modules/lote/schema';
import { tenants } from '../../src/modules/tenant/schema';
import { users } from '../../src/modules/user/schema';
import type { App } from '../../src/app';
import type { Client } from './app';

export const PASSWORD = 'Senha@Forte1';
// PASSWORD hashed once per cost (the app's: the tests' cheap one, or production's in the proofs).
const hashes = new Map<string, Promise<string>>();
function passwordHashFor(app: App): Promise<string> {
  const cost = passwordCost(app.config);
  const key = `${cost.memoryKiB},${cost.iterations}`;
  if (!hashes.has(key)) hashes.set(key, hashPassword(PASSWORD, cost));
  return hashes.get(key)!;
}

export type TestUser = { id: string; email: string; nome: string; role: Role; tenantId: string; token: string };
export type TestTenant = { id: string; slug: string; users: Record<Role, TestUser> };

/**
 * A fresh tenant with one user of each role (all with password PASSWORD) and their access tokens.
 * Each test builds its own tenants, which also exercises isolation.
 */
export async function makeTenant(app: App, label = 'fazenda', opts: { tenantId?: string } = {}): Promise<TestTenant> {
  const passwordHash = passwordHashFor(app);
  const slug = `${label}-${randomBytes(4).toString('hex')}`;
  // With `tenantId`, the users join that existing tenant instead (their e-mails still use the fresh label).
  const [tenant] = opts.tenantId
    ? await app.database.db.select().from(tenants).where(eq(tenants.id, opts.tenantId))
    : await app.database.db.insert(tenants).values({ nome: `Fazenda ${slug}`, slug }).returning();
  const made = {} as Record<Role, TestUser>;
  for (const role of Object.values(Role)) {
    const email = `${role.toLowerCase()}.${slug}@teste.com`;
    const nome = `${role} ${slug}`;
    const [u] = await app.database.db.insert(users)
      .values({ tenantId: tenant.id, nome, email, passwordHash: await passwordHash, role }).returning();
    made[role] = { id: u.id, email, nome, role, tenantId: tenant.id, token: app.tokens.signAccess({ id: u.id, email, role, tenantId: tenant.id }) };
  }
  return { id: tenant.id, slug, users: made };
}

/**
 * A batch inserted straight into the table (for suites of other modules, which should not depend on the batch routes).
 * Defaults: a random codigo, 50 head of 300 kg entered on 2026-01-10, open.
 */
export async function makeLote(app: App, tenantId: string, over: Partial<typeof lotes.$inferInsert> = {}) {
  const [lote] = await app.database.db.insert(lotes).values({
    tenantId, codigo: `L-${randomBytes(5).toString('hex')}`, quantidadeAnimais: 50, pesoMedioEntrada: 300, dataEntrada: '2026-01-10', ...over,
  }).returning();
  return lote;
}

/** An animal inserted straight into the table: a random identificacao, a 300 kg male entered on 2026-01-10. */
export async function makeAnimal(app: App, tenantId: string, loteId: string, over: Partial<typeof animais.$inferInsert> = {}) {
  const [row] = await app.database.db.insert(animais).values({
    tenantId, loteId, identificacao: `BR-${randomBytes(5).toString('hex')}`, sexo: 'Macho', pesoEntrada: 300, dataEntrada: '2026-01-10', ...over,
  }).returning();
  return row;
}

/** A fresh animal identificacao. */
export const ident = (p = 'BR') => `${p}-${randomBytes(5).toString('hex')}`;

/** A valid body of POST /api/lotes/{loteId}/animais. */
export const animalBody = (over: Record<string, unknown> = {}) => ({
  identificacao: ident(), brinco: 'B-001', sexo: 'Macho', raca: 'Nelore', pesoEntrada: 312.5, ...over,
});

/** An animal created through the API under `loteId` (201 expected). */
export async function postAnimal(api: Client, token: string, loteId: string, over: Record<string, unknown> = {}) {
  const r = await api.post(`/api/lotes/${loteId}/animais`, animalBody(over), token);
  expect(r.status).toBe(201);
  return r.body;
}
