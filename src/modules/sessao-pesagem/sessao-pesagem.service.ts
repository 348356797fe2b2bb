import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { addDays, type Today } from '../../clock';
import type { Database, Db } from '../../db/client';
import { bare } from '../../db/raw';
import { unitOfWork } from '../../db/unit-of-work';
import { forTenant, liveForTenant, withTenant } from '../../db/tenant';
import { AppError, fieldError, notFound } from '../../errors';
import { pageOf } from '../../graphql/paging';
import { readCsvRowsOffThread } from '../../spreadsheet/read-off-thread';
import { UnreadableFile } from '../../spreadsheet/read-zip';
import { blankToNull, isUuid } from '../../validation';
import { animais } from '../animal/schema';
import { eidOrNull } from '../animal/eid';
import { decode, invalidFile } from '../importacao/importacao.service';
import type { ArquivoInput } from '../importacao/importacao.types';
import { MAX_LINHAS } from '../importacao/importacao.types';
import { lotes } from '../lote/schema';
import { lerSessao, pesoKg } from './indicador';
import { pesarSessao, type Entrada } from './pesar';
import { apartacao, leituraUnica, resumo } from './sessao-pesagem.read';
import { MAX_LEITURAS, type AbrirSessaoInput, type LeituraInput, type SessoesPesagemArgs } from './sessao-pesagem.types';
import { leiturasSessao, sessoesPesagem } from './schema';

const sessaoNotFound = () => new AppError('NOT_FOUND', 'Sessao de pesagem nao encontrada');
const leituraNotFound = () => new AppError('NOT_FOUND', 'Leitura nao encontrada');
const closed = () => new AppError('INVALID_STATE', 'A sessao de pesagem ja foi fechada');

/** Issue 36: weighing sessions at the chute, from an indicator's file or a device's readings. */
export class SessaoPesagemService {
  private readonly db: Db;

  constructor(database: Database, private readonly today: Today, private readonly timeZone: string) {
    this.db = database.db;
  }

  /**
   * The tenant's sessions, newest first, as summaries (counts, no readings): filtered by a batch weighed in them, by
   * origin, by status, and by the day they were opened or imported (APP_TIMEZONE, inclusive).
   */
  async list(actor: Actor, args: SessoesPesagemArgs) {
    if (args.de && args.ate && args.de > args.ate) throw fieldError('de', 'deve ser anterior ou igual a ate');
    const [s, l] = [sessoesPesagem, leiturasSessao];
    const dia = (d: string) => sql`(${d}::date::timestamp at time zone ${this.timeZone}::text)`;
    const filter = forTenant(s, actor,
      args.origem ? eq(s.origem, args.origem) : undefined,
      args.status ? eq(s.status, args.status) : undefined,
      args.de ? sql`${s.criadaEm} >= ${dia(args.de)}` : undefined,
      args.ate ? sql`${s.criadaEm} < ${dia(addDays(args.ate, 1))}` : undefined,
      args.loteId ? sql`exists (select 1 from ${l} where ${l.tenantId} = ${s.tenantId} and ${l.sessaoId} = ${s.id}
        and ${l.loteId} = ${args.loteId}::uuid and ${l.situacao} = 'registrada')` : undefined);
    // One pass over each listed session's readings (its index leads with tenant and session).
    const conta = (situacao: string) => sql<number>`(count(*) filter (where ${l.situacao} = ${situacao}))::int`;
    const c = this.db.select({
      lidas: sql<number>`count(*)::int`.as('lidas'), registradas: conta('registrada').as('registradas'), desconhecidas: conta('eid_desconhecido').as('desconhecidas'),
    }).from(l).where(and(eq(l.tenantId, s.tenantId), eq(l.sessaoId, s.id))).as('c');
    const [items, [{ total }]] = await Promise.all([
      this.db.select({
        id: s.id, origem: s.origem, formato: s.formato, nomeArquivo: s.nomeArquivo, status: s.status, observacao: s.observacao,
        criadaEm: s.criadaEm, fechadaEm: s.fechadaEm, lidas: c.lidas, registradas: c.registradas, desconhecidas: c.desconhecidas,
      }).from(s).leftJoinLateral(c, sql`true`).where(filter).orderBy(desc(s.criadaEm), desc(s.id))
        .limit(args.pageSize).offset((args.pageNumber - 1) * args.pageSize),
      this.db.select({ total: count() }).from(s).where(filter),
    ]);
    return pageOf(items, total, args);
  }

  async importar(actor: Actor, arquivo: ArquivoInput) {
    if (!/\.(csv|txt)$/i.test(arquivo.nome)) throw invalidFile('envie o arquivo .csv ou .txt exportado pelo indicador');
    const bytes = decode(arquivo.conteudoBase64);
    let lida;
    try {
      lida = lerSessao(await readCsvRowsOffThread(bytes, MAX_LINHAS));
    } catch (e) {
      if (e instanceof UnreadableFile) throw invalidFile(e.message);
      throw e;
    }
    const s = sessoesPesagem;
    const [nova] = await this.db.insert(s).values(withTenant(actor, {
      origem: 'arquivo' as const, formato: lida.formato, nomeArquivo: arquivo.nome.slice(0, 255), impressao: lida.impressao, status: 'Fechada' as const,
      fechadaEm: sql`now()`,
    })).onConflictDoNothing({ target: [s.tenantId, s.impressao], where: sql`${bare(s.impressao)} is not null` }).returning({ id: s.id });
    if (!nova) {
      // The same session again: the first import's result, nothing added.
      const [antes] = await this.db.select({ id: s.id }).from(s).where(forTenant(s, actor, eq(s.impressao, lida.impressao)));
      return { ...(await this.get(actor, antes.id)), reimportada: true };
    }
    await pesarSessao(this.db, actor, nova.id, lida.leituras, this.today(), observacaoDe(nova.id));
    return this.get(actor, nova.id);
  }

  async abrir(actor: Actor, input: AbrirSessaoInput) {
    const [row] = await this.db.insert(sessoesPesagem).values(withTenant(actor, {
      origem: 'dispositivo' as const, status: 'Aberta' as const, observacao: blankToNull(input.observacao),
    })).returning({ id: sessoesPesagem.id });
    return this.get(actor, row.id);
  }

  /** One reading of an open session, kept as it came (pendente) until the session closes. */
  async registrarLeitura(actor: Actor, sessaoId: string, input: LeituraInput) {
    await this.lockOpen(actor, sessaoId);
    const [{ n }] = await this.db.select({ n: count() }).from(leiturasSessao).where(forTenant(leiturasSessao, actor, eq(leiturasSessao.sessaoId, sessaoId)));
    if (n >= MAX_LEITURAS) throw new AppError('INVALID_STATE', `A sessao ja tem ${MAX_LEITURAS} leituras: feche-a e abra outra`);
    const eid = eidOrNull(input.eid);
    const vid = blankToNull(input.vid);
    if (!eid && !vid) throw fieldError('eid', 'informe eid ou vid');
    const [row] = await this.db.insert(leiturasSessao).values(withTenant(actor, {
      sessaoId, linha: n + 1, eid, vid, pesoKg: pesoKg(String(input.peso), input.unidade ?? 'KG') ?? input.peso, data: input.data ?? this.today(),
      hora: blankToNull(input.hora), travada: input.travada ?? true, situacao: 'pendente',
    })).returning({ id: leiturasSessao.id });
    return leituraUnica(this.db, actor, row.id);
  }

  /** Weighs the pending readings as an imported file's would be, and closes the session. */
  async fechar(actor: Actor, sessaoId: string) {
    await this.lockOpen(actor, sessaoId);
    const l = leiturasSessao;
    const pendentes = await this.db.delete(l).where(forTenant(l, actor, eq(l.sessaoId, sessaoId), eq(l.situacao, 'pendente')))
      .returning({ id: l.id, linha: l.linha, eid: l.eid, vid: l.vid, pesoKg: l.pesoKg, travada: l.travada, data: l.data, hora: l.hora });
    const entradas: Entrada[] = pendentes.sort((a, b) => a.linha - b.linha);
    await pesarSessao(this.db, actor, sessaoId, entradas, this.today(), observacaoDe(sessaoId));
    await this.db.update(sessoesPesagem).set({ status: 'Fechada', fechadaEm: sql`now()` }).where(forTenant(sessoesPesagem, actor, eq(sessoesPesagem.id, sessaoId)));
    return this.get(actor, sessaoId);
  }

  async get(actor: Actor, id: string) {
    if (!isUuid(id)) throw sessaoNotFound();
    const [sessao] = await this.db.select().from(sessoesPesagem).where(forTenant(sessoesPesagem, actor, eq(sessoesPesagem.id, id)));
    if (!sessao) throw sessaoNotFound();
    return { ...sessao, reimportada: false, ...(await resumo(this.db, actor, id)) };
  }

  async apartacao(actor: Actor, id: string, percentual: number) {
    await this.get(actor, id);
    return apartacao(this.db, actor, id, percentual);
  }

  /**
   * An unknown EID given to a live animal that has none: the animal takes the tag, the reading is weighed as at close
   * (its animal weighing and GMD), and the session's weighing of the animal's batch is recomputed with it. The same
   * link again answers the reading as it is and changes nothing. A session still open has no unknown EID yet (its
   * readings are judged when it closes), so a link always follows the close.
   */
  vincular(actor: Actor, sessaoId: string, leituraId: string, animalId: string) {
    return unitOfWork(async () => {
      // The session's row lock serializes its links: two readings linked at once into a batch the session had not
      // weighed would otherwise both create its batch weighing.
      await this.lock(actor, sessaoId);
      if (!isUuid(leituraId)) throw leituraNotFound();
      const l = leiturasSessao;
      const [leitura] = await this.db.select().from(l).where(forTenant(l, actor, eq(l.sessaoId, sessaoId), eq(l.id, leituraId))).for('update');
      if (!leitura) throw leituraNotFound();
      const [animal] = await this.db.select({ id: animais.id, eid: animais.eid, loteId: animais.loteId }).from(animais)
        .innerJoin(lotes, and(eq(lotes.tenantId, animais.tenantId), eq(lotes.id, animais.loteId), sql`${lotes.deletedAt} is null`))
        .where(liveForTenant(animais, actor, eq(animais.id, animalId))).for('update', { of: animais });
      if (!animal) throw notFound('Animal');
      // Linked before to this animal: the answer of the first link, nothing written.
      if (leitura.animalId === animal.id && leitura.eid !== null && animal.eid === leitura.eid) return leituraUnica(this.db, actor, leitura.id);
      if (leitura.situacao !== 'eid_desconhecido' || !leitura.eid) throw new AppError('INVALID_STATE', 'Apenas uma leitura de EID desconhecido pode ser vinculada');
      if (animal.eid) throw fieldError('animalId', `o animal ja tem o EID ${animal.eid}`);
      await this.db.update(animais).set({ eid: leitura.eid, atualizadoEm: sql`now()` }).where(liveForTenant(animais, actor, eq(animais.id, animalId)));
      await this.db.delete(l).where(forTenant(l, actor, eq(l.id, leituraId)));
      // The animal read in this session under its VID already: that reading counts, this one is a duplicate.
      const [antes] = await this.db.select({ linha: l.linha }).from(l)
        .where(forTenant(l, actor, eq(l.sessaoId, sessaoId), eq(l.animalId, animalId), eq(l.situacao, 'registrada'))).limit(1);
      if (antes) {
        await this.db.insert(l).values(withTenant(actor, {
          ...leitura, situacao: 'duplicada', motivo: `animal ja pesado nesta sessao (linha ${antes.linha})`, animalId, loteId: animal.loteId, pesagemAnimalId: null, gmd: null,
        }));
      } else {
        await pesarSessao(this.db, actor, sessaoId, [leitura], this.today(), observacaoDe(sessaoId));
      }
      return leituraUnica(this.db, actor, leitura.id);
    });
  }

  private async lockOpen(actor: Actor, id: string) {
    if ((await this.lock(actor, id)) !== 'Aberta') throw closed();
  }

  /** The session's row, locked for the rest of the unit of work; its status. */
  private async lock(actor: Actor, id: string) {
    if (!isUuid(id)) throw sessaoNotFound();
    const [s] = await this.db.select({ status: sessoesPesagem.status }).from(sessoesPesagem)
      .where(forTenant(sessoesPesagem, actor, eq(sessoesPesagem.id, id))).for('update');
    if (!s) throw sessaoNotFound();
    return s.status;
  }
}

const observacaoDe = (id: string) => `Sessao de pesagem ${id}`;
