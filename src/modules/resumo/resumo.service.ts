import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { Role, type Actor } from '../../auth/actor';
import type { Database, Db } from '../../db/client';
import { forTenant, withTenant } from '../../db/tenant';
import { unitOfWork } from '../../db/unit-of-work';
import { fieldError } from '../../errors';
import type { NotificacaoService } from '../notificacao/notificacao.service';
import { users } from '../user/schema';
import { lerResumo, resumoAnterior, type CacheDoDia, type Resumo, type ResumoFontes } from './conteudo';
import type { DescadastroTokens } from './descadastro';
import type { Mailer } from './mailer';
import type { ConfiguracaoResumo, ConfiguracaoResumoInput, PreferenciaResumo, PreferenciaResumoInput } from './resumo.types';
import { resumoConfiguracoes, resumoPreferencias, resumosEnviados } from './schema';
import { assunto, html, mensagem, texto } from './texto';

/** A tenant that never set its hour gets the digest at this hour (the column's default). */
export const HORA_PADRAO = 6;
const ROLES_COM_RESUMO = [Role.Operador, Role.Gerente, Role.Admin];

export type Destinatario = { id: string; tenantId: string; role: Role; email: string; nome: string };
export type ResumoOptions = { publicUrl: string; timeZone: string };

/** Issue 36, item 5: the daily digest per role, its hour per tenant, and each user's e-mail choice. */
export class ResumoService {
  private readonly db: Db;

  constructor(
    database: Database,
    private readonly fontes: ResumoFontes,
    private readonly notificacoes: NotificacaoService,
    private readonly tokens: DescadastroTokens,
    private readonly mailer: Mailer | null,
    private readonly opts: ResumoOptions,
    private readonly logger: Logger,
  ) {
    this.db = database.db;
  }

  async configuracao(actor: Actor): Promise<ConfiguracaoResumo> {
    const [row] = await this.db.select({ hora: resumoConfiguracoes.hora }).from(resumoConfiguracoes).where(forTenant(resumoConfiguracoes, actor));
    return row ?? { hora: HORA_PADRAO };
  }

  async atualizarConfiguracao(actor: Actor, input: ConfiguracaoResumoInput): Promise<ConfiguracaoResumo> {
    const [row] = await this.db.insert(resumoConfiguracoes).values(withTenant(actor, { hora: input.hora }))
      .onConflictDoUpdate({ target: resumoConfiguracoes.tenantId, set: { hora: input.hora, atualizadoEm: sql`now()` } })
      .returning({ hora: resumoConfiguracoes.hora });
    return row;
  }

  async preferencia(actor: Actor): Promise<PreferenciaResumo> {
    const p = resumoPreferencias;
    const [row] = await this.db.select({ email: p.email }).from(p).where(forTenant(p, actor, eq(p.userId, actor.userId)));
    return row ?? { email: true };
  }

  atualizarPreferencia(actor: Actor, input: PreferenciaResumoInput): Promise<PreferenciaResumo> {
    return this.gravarPreferencia(actor.tenantId, actor.userId, input.email);
  }

  /** The e-mail's unsubscribe link, without signing in: the token names the user (see DescadastroTokens). */
  async descadastrar(token: string): Promise<{ message: string }> {
    const userId = this.tokens.verify(token);
    // tenancy: the signed token names the user; the tenant is that user's own.
    const [user] = userId ? await this.db.select({ tenantId: users.tenantId }).from(users).where(eq(users.id, userId)) : [];
    if (!user || !userId) throw fieldError('token', 'Link de descadastro invalido');
    await this.gravarPreferencia(user.tenantId, userId, false);
    return { message: 'Voce nao recebera mais o resumo diario por e-mail' };
  }

  private async gravarPreferencia(tenantId: string, userId: string, email: boolean): Promise<PreferenciaResumo> {
    const p = resumoPreferencias;
    const [row] = await this.db.insert(p).values({ tenantId, userId, email })
      .onConflictDoUpdate({ target: [p.tenantId, p.userId], set: { email, atualizadoEm: sql`now()` } })
      .returning({ email: p.email });
    return row;
  }

  /**
   * Active users whose tenant's hour has come (in the service's time zone) on the business day of `now` and who have
   * no digest of that day yet. A process that was down at the hour sends on its next run of the same day.
   * The day is the database's (`now` at the time zone, as the hour), not `businessDate`: the job's first run, 5 s after
   * every start, would map ICU's time-zone data (6 MB of idle RSS) to learn that nobody is due (docs/performance.md).
   * tenancy: a job over every tenant's users; each row keeps its tenant_id.
   */
  devidos(now: Date): Promise<Destinatario[]> {
    const [u, c, e] = [users, resumoConfiguracoes, resumosEnviados];
    const local = sql`(${now.toISOString()}::timestamptz at time zone ${this.opts.timeZone}::text)`;
    const [hora, today] = [sql`extract(hour from ${local})`, sql`${local}::date`];
    return this.db.select({ id: u.id, tenantId: u.tenantId, role: u.role, email: u.email, nome: u.nome }).from(u)
      .leftJoin(c, eq(c.tenantId, u.tenantId))
      .where(and(eq(u.ativo, true), isNull(u.deletedAt), inArray(u.role, ROLES_COM_RESUMO),
        sql`coalesce(${c.hora}, ${HORA_PADRAO}) <= ${hora}`,
        sql`not exists (select 1 from ${e} where ${e.tenantId} = ${u.tenantId} and ${e.userId} = ${u.id} and ${e.data} = ${today})`))
      .orderBy(u.tenantId, u.id);
  }

  /**
   * One user's digest of `today`: read, then claimed and stored as a notification in one unit of work (the insert of
   * the (user, day) row decides: a second instance or a restart finds it and sends nothing), then e-mailed after the
   * commit. False when another run had it already.
   */
  async enviar(d: Destinatario, today: string, now: Date, cache?: CacheDoDia): Promise<boolean> {
    const actor: Actor = { userId: d.id, tenantId: d.tenantId, role: d.role, email: d.email, nome: d.nome };
    const resumo = await lerResumo(this.fontes, actor, today, await resumoAnterior(this.db, actor, today, now), cache);
    const hedge = resumo.perfil === 'Gestor' ? resumo.hedge?.resultadoTotal ?? null : null;
    const won = await unitOfWork(async () => {
      const [claim] = await this.db.insert(resumosEnviados)
        .values({ tenantId: d.tenantId, userId: d.id, data: today, enviadoEm: now, hedgeResultado: hedge })
        .onConflictDoNothing().returning({ data: resumosEnviados.data });
      if (!claim) return false;
      const stored = await this.notificacoes.insert([{
        tenantId: d.tenantId, userId: d.id, titulo: 'Resumo Diario', tipo: 'ResumoDiario', mensagem: mensagem(resumo),
        dados: resumo as unknown as Record<string, unknown>, criadaEm: now,
      }]);
      this.notificacoes.announce(stored);
      return true;
    });
    // After the commit: an e-mail is never sent for a claim that rolled back.
    if (won && this.mailer) await this.email(actor, resumo);
    return won;
  }

  /** At most once: a failed e-mail is logged, not retried (the notification holds the same digest). */
  private async email(actor: Actor, resumo: Resumo): Promise<void> {
    try {
      if (!(await this.preferencia(actor)).email) return;
      // The token in the fragment: browsers never send it, so no server or proxy log holds it (src/http/descadastro.ts).
      const link = `${this.opts.publicUrl.replace(/\/+$/, '')}/resumo/descadastro#${this.tokens.sign(actor.userId)}`;
      await this.mailer!.send({
        para: actor.email, assunto: assunto(resumo), texto: texto(resumo, actor.nome, link), html: html(resumo, actor.nome, link), descadastro: link,
      });
    } catch (err) {
      this.logger.warn({ err, userId: actor.userId }, 'daily digest e-mail failed');
    }
  }

  close(): void {
    this.mailer?.close();
  }
}
