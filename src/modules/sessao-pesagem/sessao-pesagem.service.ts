import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Today } from '../../clock';
import type { Database, Db } from '../../db/client';
import { bare } from '../../db/raw';
import { forTenant, liveForTenant, withTenant } from '../../db/tenant';
import { AppError, fieldError, notFound } from '../../errors';
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
import { MAX_LEITURAS, type AbrirSessaoInput, type LeituraInput } from './sessao-pesagem.types';
import { leiturasSessao, sessoesPesagem } from './schema';

const sessaoNotFound = () => new AppError('NOT_FOUND', 'Sessao de pesagem nao encontrada');
const leituraNotFound = () => new AppError('NOT_FOUND', 'Leitura nao encontrada');
const closed = () => new AppError('INVALID_STATE', 'A sessao de pesagem ja foi fechada');

/** Issue 36: weighing sessions at the chute, from an indicator's file or a device's readings. */
export class SessaoPesagemService {
  private readonly db: Db;

  constructor(database: Database, private readonly today: Today) {
    this.db = database.db;
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
      .returning({ linha: l.linha, eid: l.eid, vid: l.vid, pesoKg: l.pesoKg, travada: l.travada, data: l.data, hora: l.hora });
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

  /** An unknown EID given to a live animal that has none: the animal takes the tag and the reading's weighing. */
  async vincular(actor: Actor, sessaoId: string, leituraId: string, animalId: string) {
    await this.get(actor, sessaoId);
    if (!isUuid(leituraId)) throw leituraNotFound();
    const l = leiturasSessao;
    const [leitura] = await this.db.select().from(l).where(forTenant(l, actor, eq(l.sessaoId, sessaoId), eq(l.id, leituraId))).for('update');
    if (!leitura) throw leituraNotFound();
    if (leitura.situacao !== 'eid_desconhecido' || !leitura.eid) throw new AppError('INVALID_STATE', 'Apenas uma leitura de EID desconhecido pode ser vinculada');
    const [animal] = await this.db.select({ id: animais.id, eid: animais.eid }).from(animais)
      .innerJoin(lotes, and(eq(lotes.tenantId, animais.tenantId), eq(lotes.id, animais.loteId), sql`${lotes.deletedAt} is null`))
      .where(liveForTenant(animais, actor, eq(animais.id, animalId))).for('update', { of: animais });
    if (!animal) throw notFound('Animal');
    if (animal.eid) throw fieldError('animalId', `o animal ja tem o EID ${animal.eid}`);
    await this.db.update(animais).set({ eid: leitura.eid, atualizadoEm: sql`now()` }).where(liveForTenant(animais, actor, eq(animais.id, animalId)));
    await this.db.delete(l).where(forTenant(l, actor, eq(l.id, leituraId)));
    await pesarSessao(this.db, actor, sessaoId, [{ ...leitura, pesoKg: leitura.pesoKg }], this.today(), observacaoDe(sessaoId), false);
    const [nova] = await this.db.select({ id: l.id }).from(l).where(forTenant(l, actor, eq(l.sessaoId, sessaoId), eq(l.linha, leitura.linha)))
      .orderBy(asc(l.criadaEm)).limit(1);
    return leituraUnica(this.db, actor, nova.id);
  }

  private async lockOpen(actor: Actor, id: string) {
    if (!isUuid(id)) throw sessaoNotFound();
    const [s] = await this.db.select({ status: sessoesPesagem.status }).from(sessoesPesagem)
      .where(forTenant(sessoesPesagem, actor, eq(sessoesPesagem.id, id))).for('update');
    if (!s) throw sessaoNotFound();
    if (s.status !== 'Aberta') throw closed();
  }
}

const observacaoDe = (id: string) => `Sessao de pesagem ${id}`;
