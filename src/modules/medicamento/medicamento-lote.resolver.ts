import DataLoader from 'dataloader';
import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { perRequest, type Context } from '../../graphql/context';
import { Lote } from '../lote/lote.types';
import { MedicamentoService } from './medicamento.service';
import { Medicamento } from './medicamento.types';

/** Batch.medicamentos: one query per request for every batch in the result (no N+1). */
@Resolver(() => Lote)
export class MedicamentoLoteResolver {
  constructor(private readonly service: MedicamentoService) {}

  @Authorized() @FieldResolver(() => [Medicamento], { description: 'Medications of the batch; order: dataAplicacao desc, then creation desc' })
  medicamentos(@Root() lote: Lote, @Ctx() ctx: Context) {
    const loader = perRequest(ctx, 'Batch.medicamentos', () => new DataLoader((ids: readonly string[]) => this.service.byLotes(ctx.actor!, ids)));
    return loader.load(lote.id);
  }
}
