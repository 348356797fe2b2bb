import type { Actor } from '../../auth/actor';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { forTenant, withTenant } from '../../db/tenant';
import { fieldError } from '../../errors';
import type { ConfiguracaoVenda, ConfiguracaoVendaInput } from './configuracao.types';
import { configuracoesVenda } from './schema';

/** A tenant that never saved its terms sells on these (the columns' defaults). */
const PADRAO: ConfiguracaoVenda = {
  baseRegional: 0, baseTipo: 'RsArroba', tipoPessoa: 'Fisica', freteCabeca: 0, jurosMensal: 0, mortalidadeMensal: 0, ajusteNovilha: 0,
};
const MAX_BASE_PERCENTUAL = 50;
const COLUNAS = {
  baseRegional: configuracoesVenda.baseRegional, baseTipo: configuracoesVenda.baseTipo, tipoPessoa: configuracoesVenda.tipoPessoa,
  freteCabeca: configuracoesVenda.freteCabeca, jurosMensal: configuracoesVenda.jurosMensal,
  mortalidadeMensal: configuracoesVenda.mortalidadeMensal, ajusteNovilha: configuracoesVenda.ajusteNovilha,
};

/** The tenant's terms of sale (issue 34): one row per tenant, read by the projection's statement. */
export class ConfiguracaoVendaService {
  private readonly db: Db;

  constructor(database: Database) {
    this.db = database.db;
  }

  async get(actor: Actor): Promise<ConfiguracaoVenda> {
    const [row] = await this.db.select(COLUNAS).from(configuracoesVenda).where(forTenant(configuracoesVenda, actor));
    return row ?? PADRAO;
  }

  /** Merges the given fields into the current terms; a basis in percent stays within +-50 %. */
  async update(actor: Actor, input: ConfiguracaoVendaInput): Promise<ConfiguracaoVenda> {
    const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null));
    const next = { ...(await this.get(actor)), ...given } as ConfiguracaoVenda;
    if (next.baseTipo === 'Percentual' && Math.abs(next.baseRegional) > MAX_BASE_PERCENTUAL) {
      throw fieldError('baseRegional', `em percentual deve estar entre -${MAX_BASE_PERCENTUAL} e ${MAX_BASE_PERCENTUAL}`);
    }
    const values = { ...next, baseTipo: next.baseTipo as 'RsArroba' | 'Percentual', tipoPessoa: next.tipoPessoa as 'Fisica' | 'Juridica' };
    const [row] = await this.db.insert(configuracoesVenda).values(withTenant(actor, values))
      .onConflictDoUpdate({ target: configuracoesVenda.tenantId, set: { ...values, atualizadoEm: sql`now()` } })
      .returning(COLUNAS);
    return row;
  }
}
