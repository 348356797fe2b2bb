import { animais } from './animal/schema';
import { compras } from './compra/schema';
import { consumosRacao } from './consumo-racao/schema';
import { custos } from './custo/schema';
import type { Db } from '../db/client';
import type { UnderLote } from './lote/lote.service';
import { medicamentos } from './medicamento/schema';
import { assertNoWeighingBefore } from './pesagem/peso';
import { assertNoWithdrawal, carenciaAte } from './protocolo/carencia';
import { protocolos } from './protocolo/schema';
import { pesagens } from './pesagem/schema';
import { confirmacoesTrato } from './trato/schema';

/**
 * What lives under a batch, as the batch's service needs it (`LoteService`, built in src/services.ts). It sits above
 * the modules because it names the children: a child imports the batch (pesagem -> lote), the batch never imports a
 * child (docs/architecture.md, "Modules and their layers"). test/contract/schema-rules.test.ts compares `children`
 * with the migrated database's information_schema, so a new table under a batch cannot be left out of the cascade.
 */
export const underLote = (db: Db): UnderLote => ({
  children: [animais, pesagens, medicamentos, consumosRacao, compras, custos, protocolos, confirmacoesTrato],
  assertNoWeighingBefore: (actor, loteId, dataEntrada) => assertNoWeighingBefore(db, actor, loteId, dataEntrada),
  assertNoWithdrawal: (actor, loteId, data) => assertNoWithdrawal(db, actor, loteId, data),
  carenciaAte: (actor, loteIds, today) => carenciaAte(db, actor, loteIds, today),
});
