import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { Role } from '../../auth/actor';
import { hashPassword, type PasswordCost } from '../../auth/password';
import type { Database, Db } from '../../db/client';
import { forTenant, liveForTenant, withTenant } from '../../db/tenant';
import { AppError, fieldError, notFound } from '../../errors';
import type { ActiveUser } from '../../graphql/context';
import { Topic, type AppPubSub } from '../../graphql/pubsub';
import { pageOf } from '../../graphql/paging';
import { isUuid } from '../../validation';
import { containsPattern } from '../../db/like';
import { setNewest } from '../../bounded';
import { tenants } from '../tenant/schema';
import { refreshTokens, users } from './schema';
import type { CreateUserInput, UpdateUserInput, UsersArgs } from './user.types';
import { afterCommit, unitOfWork } from '../../db/unit-of-work';

const PUBLIC_COLUMNS = {
  id: users.id, nome: users.nome, email: users.email, role: users.role, ativo: users.ativo,
  criadoEm: users.criadoEm, ultimoLogin: users.ultimoLogin, tenantId: users.tenantId,
};

// Roles an Admin may grant; only a SuperAdmin grants SuperAdmin.
const ADMIN_GRANTABLE: Role[] = [Role.Operador, Role.Gerente, Role.Admin];

export type NewUser = { tenantId: string; nome: string; email: string; password: string; role: Role };

// How long an instance trusts its answer to "is this user active, with which role". Changes made through
// the API evict at once (here, and on other instances through the pub/sub); the TTL bounds a lost event.
const ACTIVE_TTL_MS = 5_000;
const ACTIVE_CACHE_MAX = 10_000;

export class UserService {
  private readonly activeLookup;
  private readonly activeCache = new Map<string, { user: ActiveUser | null; until: number }>();

  private readonly db: Db;

  constructor(database: Database, private readonly pubSub: AppPubSub, private readonly passwordCost: PasswordCost) {
    this.db = database.db;
    // Runs on every authenticated request: prepared once.
    // tenancy: a token names its user; the caller's tenant is what this lookup finds (compared with the token's).
    this.activeLookup = this.db
      .select({ id: users.id, tenantId: users.tenantId, role: users.role, email: users.email, nome: users.nome })
      .from(users)
      .where(and(eq(users.id, sql.placeholder('id')), eq(users.ativo, true), isNull(users.deletedAt)))
      .prepare('active_user');
  }

  /** The user behind an access token, if active; checked on every authenticated request (cached briefly). */
  async activeUser(userId: string): Promise<ActiveUser | null> {
    const now = Date.now();
    const hit = this.activeCache.get(userId);
    if (hit && hit.until > now) return hit.user;
    const [row] = await this.activeLookup.execute({ id: userId });
    const user = (row as ActiveUser | undefined) ?? null;
    setNewest(this.activeCache, userId, { user, until: now + ACTIVE_TTL_MS }, ACTIVE_CACHE_MAX);
    return user;
  }

  /** Several users' current rights, read fresh (open graphql-ws sockets re-check their users with it). */
  async activeUsers(ids: string[]): Promise<Map<string, ActiveUser>> {
    // tenancy: as activeLookup, users by id across tenants (sockets of every tenant are re-checked).
    const rows = await this.db
      .select({ id: users.id, tenantId: users.tenantId, role: users.role, email: users.email, nome: users.nome })
      .from(users)
      .where(and(inArray(users.id, ids.filter(isUuid)), eq(users.ativo, true), isNull(users.deletedAt)));
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** Drops the cached state of a user (called for changes announced by any instance). */
  forget(userId: string): void {
    this.activeCache.delete(userId);
  }

  private changed(tenantId: string, userId: string): void {
    this.forget(userId);
    // After the commit: another instance that hears it re-reads the user, and must read the change.
    afterCommit(() => this.pubSub.publish(Topic.UserChanged, { tenantId, userId }));
  }

  /** Inserts a user; e-mail is stored trimmed and lower-cased. Duplicate e-mail -> EMAIL_TAKEN (unique index). */
  async insert(u: NewUser) {
    const [row] = await this.db
      .insert(users)
      .values(withTenant(u, { nome: u.nome.trim(), email: u.email.trim().toLowerCase(), passwordHash: await hashPassword(u.password, this.passwordCost), role: u.role }))
      .returning(PUBLIC_COLUMNS);
    return row;
  }

  // tenancy: Admin sees the own tenant; SuperAdmin every tenant (contract 2.5), so the only tenant-wide WHERE is here.
  private scope(actor: Actor, ...conds: (SQL | undefined)[]): SQL {
    if (actor.role === Role.SuperAdmin) return and(isNull(users.deletedAt), ...conds) as SQL;
    return liveForTenant(users, actor, ...conds);
  }

  private async find(actor: Actor, id: string) {
    if (!isUuid(id)) throw notFound('Usuario');
    const [row] = await this.db.select(PUBLIC_COLUMNS).from(users).where(this.scope(actor, eq(users.id, id)));
    if (!row) throw notFound('Usuario');
    return row;
  }

  private guardTarget(actor: Actor, target: { id: string; role: Role }, action: 'update' | 'delete' | 'toggle') {
    if (action !== 'update' && target.id === actor.userId) {
      throw new AppError('SELF_OPERATION', 'Nao e permitido executar esta operacao no proprio usuario');
    }
    if (target.role === Role.SuperAdmin && actor.role !== Role.SuperAdmin) {
      throw new AppError('FORBIDDEN', 'Apenas SuperAdmin pode alterar um SuperAdmin');
    }
  }

  async list(actor: Actor, args: UsersArgs) {
    const term = args.search?.trim();
    const filter = this.scope(actor, term ? or(ilike(users.nome, containsPattern(term)), ilike(users.email, containsPattern(term))) : undefined);
    const [items, [{ total }]] = await Promise.all([
      this.db.select(PUBLIC_COLUMNS).from(users).where(filter).orderBy(asc(users.nome), asc(users.id))
        .limit(args.pageSize).offset((args.pageNumber - 1) * args.pageSize),
      this.db.select({ total: count() }).from(users).where(filter),
    ]);
    return pageOf(items, total, args);
  }

  get(actor: Actor, id: string) {
    return this.find(actor, id);
  }

  async create(actor: Actor, input: CreateUserInput) {
    if (actor.role !== Role.SuperAdmin && !ADMIN_GRANTABLE.includes(input.role)) {
      throw new AppError('FORBIDDEN', 'Apenas SuperAdmin pode atribuir o perfil SuperAdmin');
    }
    let tenantId = actor.tenantId;
    if (actor.role === Role.SuperAdmin && input.tenantId) {
      const [t] = await this.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, input.tenantId));
      if (!t) throw fieldError('tenantId', 'tenant nao encontrado');
      tenantId = t.id;
    }
    return this.insert({ ...input, tenantId });
  }

  async update(actor: Actor, id: string, input: UpdateUserInput) {
    const target = await this.find(actor, id);
    this.guardTarget(actor, target, 'update');
    if (actor.role !== Role.SuperAdmin && !ADMIN_GRANTABLE.includes(input.role)) {
      throw new AppError('FORBIDDEN', 'Apenas SuperAdmin pode atribuir o perfil SuperAdmin');
    }
    if (target.id === actor.userId && input.role !== actor.role) {
      throw new AppError('SELF_OPERATION', 'Nao e permitido alterar o proprio perfil');
    }
    const [row] = await this.db
      .update(users)
      .set({ nome: input.nome.trim(), email: input.email.trim().toLowerCase(), role: input.role })
      .where(this.scope(actor, eq(users.id, id)))
      .returning(PUBLIC_COLUMNS);
    if (!row) throw notFound('Usuario');
    this.changed(row.tenantId, row.id);
    return row;
  }

  async remove(actor: Actor, id: string): Promise<boolean> {
    const target = await this.find(actor, id);
    this.guardTarget(actor, target, 'delete');
    await unitOfWork(async () => {
      await this.db.update(users).set({ deletedAt: new Date(), ativo: false }).where(this.scope(actor, eq(users.id, id)));
      await revokeUserTokens(this.db, target.tenantId, id);
    });
    this.changed(target.tenantId, id);
    return true;
  }

  async toggleActive(actor: Actor, id: string) {
    const target = await this.find(actor, id);
    this.guardTarget(actor, target, 'toggle');
    const result = await unitOfWork(async () => {
      const [row] = await this.db
        .update(users)
        .set({ ativo: sql`not ${users.ativo}` })
        .where(this.scope(actor, eq(users.id, id)))
        .returning({ id: users.id, nome: users.nome, ativo: users.ativo });
      if (!row) throw notFound('Usuario');
      if (!row.ativo) await revokeUserTokens(this.db, target.tenantId, id);
      return { ...row, message: row.ativo ? 'Usuario ativado' : 'Usuario desativado' };
    });
    this.changed(target.tenantId, id);
    return result;
  }

  async countAll(): Promise<number> {
    const [{ n }] = await this.db.select({ n: count() }).from(users);
    return n;
  }
}

export async function revokeUserTokens(db: Db, tenantId: string, userId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(forTenant(refreshTokens, { tenantId }, eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
