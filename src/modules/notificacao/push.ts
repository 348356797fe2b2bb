import { readFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { forTenant } from '../../db/tenant';
import { deviceTokens } from '../auth/schema';
import { notificacoes } from './schema';

export type PushMessage = { notificationId: string; titulo: string; mensagem: string; tipo: string; dados: Record<string, unknown> };
export type PushOutcome = 'sent' | 'unregistered' | 'failed';

export interface PushSender {
  send(token: string, message: PushMessage): Promise<PushOutcome>;
}

export class LogPushSender implements PushSender {
  constructor(private readonly logger: Logger) {}
  async send(token: string, message: PushMessage): Promise<PushOutcome> {
    // Never the whole token: it is a credential for the device.
    this.logger.info({ token: `...${token.slice(-6)}`, notificationId: message.notificationId, tipo: message.tipo }, 'push (log provider)');
    return 'sent';
  }
}

export type FcmOptions = { serviceAccountFile: string; apiUrl: string; tokenUrl?: string; timeoutMs: number };
type ServiceAccount = { project_id: string; client_email: string; private_key: string; token_uri?: string };

/** Firebase Cloud Messaging HTTP v1, authenticated with a service account (OAuth 2 JWT bearer grant). */
export class FcmPushSender implements PushSender {
  private readonly account: ServiceAccount;
  private readonly tokenUrl: string;
  private access: { token: string; until: number } | null = null;

  constructor(private readonly opts: FcmOptions) {
    const account = JSON.parse(readFileSync(opts.serviceAccountFile, 'utf8')) as ServiceAccount;
    if (!account.project_id || !account.client_email || !account.private_key) {
      throw new Error('FCM_SERVICE_ACCOUNT_FILE lacks project_id, client_email or private_key');
    }
    this.account = account;
    this.tokenUrl = opts.tokenUrl ?? account.token_uri ?? 'https://oauth2.googleapis.com/token';
  }

  private async accessToken(): Promise<string> {
    if (this.access && this.access.until > Date.now() + 60_000) return this.access.token;
    const now = Math.floor(Date.now() / 1000);
    const assertion = jwt.sign(
      { iss: this.account.client_email, scope: 'https://www.googleapis.com/auth/firebase.messaging', aud: this.tokenUrl, iat: now, exp: now + 3600 },
      this.account.private_key, { algorithm: 'RS256' },
    );
    const res = await fetch(this.tokenUrl, {
      method: 'POST', redirect: 'manual', signal: AbortSignal.timeout(this.opts.timeoutMs),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
    });
    if (!res.ok) throw new Error(`FCM token endpoint answered ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in?: number };
    this.access = { token: body.access_token, until: Date.now() + (body.expires_in ?? 3600) * 1000 };
    return body.access_token;
  }

  async send(token: string, m: PushMessage): Promise<PushOutcome> {
    const data: Record<string, string> = { tipo: m.tipo, notificationId: m.notificationId };
    // FCM data values are strings: a nested value (the daily digest's lists) goes as JSON, not "[object Object]".
    for (const [k, v] of Object.entries(m.dados)) data[k] = typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
    const res = await fetch(`${this.opts.apiUrl}/v1/projects/${encodeURIComponent(this.account.project_id)}/messages:send`, {
      method: 'POST', redirect: 'manual', signal: AbortSignal.timeout(this.opts.timeoutMs),
      headers: { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: { token, notification: { title: m.titulo, body: m.mensagem }, data } }),
    });
    if (res.ok) return 'sent';
    const body = (await res.json().catch(() => ({}))) as { error?: { status?: string; details?: { errorCode?: string }[] } };
    // FCM v1 reports a token that is no longer valid as 404 UNREGISTERED (or 400 INVALID_ARGUMENT for a malformed one).
    const codes = [body.error?.status, ...(body.error?.details ?? []).map((d) => d.errorCode)];
    if (res.status === 404 || codes.includes('UNREGISTERED')) return 'unregistered';
    return 'failed';
  }
}

// Sends in flight at once per delivery: FCM answers in parallel, and a slow or hanging endpoint (5 s timeout per
// call) no longer holds every other device back.
export const PUSH_CONCURRENCY = 8;

/** Runs `fn` over `items` with at most `limit` calls in flight. */
async function eachBounded<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Sends stored notifications to their users' devices; failures are logged, never lose the notification. */
export class PushDelivery {
  constructor(private readonly db: Db, private readonly sender: PushSender, private readonly logger: Logger) {}

  async deliver(ids: { tenantId: string; id: string }[]): Promise<void> {
    const sends: { n: typeof notificacoes.$inferSelect; t: typeof deviceTokens.$inferSelect }[] = [];
    // Read per tenant, like every tenant-owned query: a notification id paired with another tenant finds nothing.
    const byTenant = new Map<string, string[]>();
    for (const { tenantId, id } of ids) {
      if (!byTenant.has(tenantId)) byTenant.set(tenantId, []);
      byTenant.get(tenantId)!.push(id);
    }
    for (const [tenantId, ofTenant] of byTenant) {
      const rows = await this.db.select().from(notificacoes)
        .where(forTenant(notificacoes, { tenantId }, inArray(notificacoes.id, ofTenant)));
      if (rows.length === 0) continue;
      const tokens = await this.db.select().from(deviceTokens)
        .where(forTenant(deviceTokens, { tenantId }, inArray(deviceTokens.userId, [...new Set(rows.map((r) => r.userId))])));
      for (const n of rows) for (const t of tokens) if (t.userId === n.userId) sends.push({ n, t });
    }
    await eachBounded(sends, PUSH_CONCURRENCY, async ({ n, t }) => {
      const outcome = await this.sender
        .send(t.token, { notificationId: n.id, titulo: n.titulo, mensagem: n.mensagem, tipo: n.tipo, dados: n.dados })
        .catch((err) => {
          this.logger.warn({ err, notificationId: n.id }, 'push failed');
          return 'failed' as const;
        });
      if (outcome === 'unregistered') {
        await this.db.delete(deviceTokens).where(forTenant(deviceTokens, t, eq(deviceTokens.id, t.id)));
        this.logger.info({ deviceTokenId: t.id }, 'unregistered device token removed');
      }
    });
  }
}
