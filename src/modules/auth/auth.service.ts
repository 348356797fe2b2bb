import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { Role, type Actor } from '../../auth/actor';
import { dummyHash, hashPassword, verifyPassword, type PasswordCost } from '../../auth/password';
import type { HeaderSink, RateLimits } from '../../auth/rate-limit';
import { hashRefreshToken, newRefreshToken, type TokenService } from '../../auth/token';
import type { Database, Db } from '../../db/client';
import { forTenant, withTenant } from '../../db/tenant';
import { keep, unitOfWork } from '../../db/unit-of-work';
import { AppError, fieldError } from '../../errors';
import type { TenantService } from '../user/tenant.service';
import { revokeUserTokens, type UserService } from '../user/user.service';
import { refreshTokens, users } from '../user/schema';
import { deviceTokens } from './schema';
import type {
  ChangePasswordInput, DeviceTokenInput, LoginInput, RefreshInput, RegisterInput, RemoveDeviceTokenInput,
} from './auth.types';

/** The caller's address and where its answer's headers go; the per-IP limits are counted before (`CountRateLimit`). */
export type RequestMeta = { ip: string; setHeader: HeaderSink };

export type AuthSettings = { allowRegistration: boolean; registrationTenant: string; refreshTtlDays: number; passwordCost: PasswordCost };

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'E-mail ou senha invalidos');
const invalidRefresh = () => new AppError('REFRESH_TOKEN_INVALID', 'Refresh token invalido ou expirado');

export class AuthService {
  private readonly db: Db;

  constructor(
    database: Database,
    private readonly tokens: TokenService,
    private readonly limits: RateLimits,
    private readonly users: UserService,
    private readonly tenants: TenantService,
    private readonly settings: AuthSettings,
  ) {
    this.db = database.db;
  }

  async register(input: RegisterInput) {
    if (!this.settings.allowRegistration) throw new AppError('REGISTRATION_DISABLED', 'Cadastro desabilitado');
    const tenant = await this.tenants.ensure(this.settings.registrationTenant, this.settings.registrationTenant);
    return this.users.insert({ ...input, tenantId: tenant.id, role: Role.Operador });
  }

  async login(input: LoginInput, meta: RequestMeta) {
    const email = input.email.trim().toLowerCase();
    await this.limits.assertAccountOpen(email, meta.setHeader);
    const [user] = await this.db.select().from(users).where(and(eq(users.email, email), isNull(users.deletedAt)));
    // Unknown e-mail, wrong password and inactive user cost one hash each and answer alike.
    const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyHash(this.settings.passwordCost)));
    if (!user || !valid || !user.ativo) {
      await this.limits.accountFailed(email);
      throw invalidCredentials();
    }
    const pair = await unitOfWork(async () => {
      await this.db.update(users).set({ ultimoLogin: new Date() }).where(eq(users.id, user.id));
      return this.issue(user, randomUUID());
    });
    const { passwordHash: _h, deletedAt: _d, ...publicUser } = user;
    return { ...pair, user: publicUser };
  }

  /**
   * Single-use rotation. The UPDATE ... WHERE used_at IS NULL decides concurrent refreshes: exactly one wins.
   * A retired or revoked token presented again is treated as theft and its whole family is revoked.
   */
  async refresh(input: RefreshInput) {
    const claims = this.tokens.verifyAccess(input.accessToken, { ignoreExpiration: true });
    if (!claims) throw invalidRefresh();
    const hash = hashRefreshToken(input.refreshToken);
    const outcome = await unitOfWork(async () => {
      const [current] = await this.db
        .update(refreshTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql`now()`), eq(refreshTokens.userId, claims.sub)))
        .returning();
      if (!current) return 'reuse' as const;
      const [user] = await this.db.select().from(users)
        .where(and(eq(users.id, current.userId), eq(users.ativo, true), isNull(users.deletedAt)));
      if (!user) return 'invalid' as const;
      return this.issue(user, current.familyId);
    });
    if (outcome === 'reuse') {
      // The refusal rolls the request's unit back: the revocation is its own work, kept after it.
      await keep(() => this.revokeFamilyOf(hash));
      throw invalidRefresh();
    }
    if (outcome === 'invalid') throw invalidRefresh();
    return outcome;
  }

  async logout(actor: Actor, refreshToken: string): Promise<boolean> {
    const [row] = await this.db.select({ familyId: refreshTokens.familyId }).from(refreshTokens)
      .where(forTenant(refreshTokens, actor, eq(refreshTokens.userId, actor.userId), eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken))));
    if (row) await this.revokeFamily(actor.tenantId, row.familyId);
    return true;
  }

  async changePassword(actor: Actor, input: ChangePasswordInput) {
    const [user] = await this.db.select({ passwordHash: users.passwordHash }).from(users)
      .where(forTenant(users, actor, eq(users.id, actor.userId)));
    if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
      throw new AppError('WRONG_PASSWORD', 'Senha atual incorreta');
    }
    if (input.newPassword === input.currentPassword) throw fieldError('newPassword', 'deve ser diferente da senha atual');
    const passwordHash = await hashPassword(input.newPassword, this.settings.passwordCost);
    await unitOfWork(async () => {
      await this.db.update(users).set({ passwordHash }).where(forTenant(users, actor, eq(users.id, actor.userId)));
      await revokeUserTokens(this.db, actor.tenantId, actor.userId);
    });
    return { message: 'Senha alterada com sucesso' };
  }

  async registerDeviceToken(actor: Actor, input: DeviceTokenInput) {
    const platform = (input.platform ?? 'android').toLowerCase();
    await this.db.insert(deviceTokens)
      .values(withTenant(actor, { userId: actor.userId, token: input.token, platform }))
      // The token identifies a device, whoever used it before: a device that changes hands moves with its new user.
      .onConflictDoUpdate({
        target: deviceTokens.token,
        set: { tenantId: actor.tenantId, userId: actor.userId, platform, updatedAt: sql`now()` },
      });
    return { message: 'Token de dispositivo registrado' };
  }

  async removeDeviceToken(actor: Actor, input: RemoveDeviceTokenInput) {
    const removed = await this.db.delete(deviceTokens)
      .where(forTenant(deviceTokens, actor, eq(deviceTokens.userId, actor.userId), eq(deviceTokens.token, input.token)))
      .returning({ id: deviceTokens.id });
    if (removed.length === 0) throw new AppError('DEVICE_TOKEN_NOT_FOUND', 'Token de dispositivo nao encontrado');
    return { message: 'Token de dispositivo removido' };
  }

  private async issue(user: { id: string; email: string; role: Role; tenantId: string }, familyId: string) {
    const refresh = newRefreshToken();
    const expiresAt = new Date(Date.now() + this.settings.refreshTtlDays * 86_400_000);
    await this.db.insert(refreshTokens).values(withTenant(user, { userId: user.id, familyId, tokenHash: refresh.hash, expiresAt }));
    return { accessToken: this.tokens.signAccess(user), refreshToken: refresh.token, expiresIn: this.tokens.accessTtlSeconds };
  }

  private async revokeFamilyOf(hash: string) {
    // tenancy: before sign-in there is no tenant; a refresh token's hash finds its row (and thereby its tenant).
    const [row] = await this.db.select({ tenantId: refreshTokens.tenantId, familyId: refreshTokens.familyId })
      .from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    if (row) await this.revokeFamily(row.tenantId, row.familyId);
  }

  private async revokeFamily(tenantId: string, familyId: string) {
    await this.db.update(refreshTokens).set({ revokedAt: sql`now()` })
      .where(forTenant(refreshTokens, { tenantId }, eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }
}
