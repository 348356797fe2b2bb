import DataLoader from 'dataloader';
import { Args, Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { type Actor } from '../../auth/actor';
import { CurrentActor } from '../../auth/auth-checker';
import { perRequest, type Context } from '../../graphql/context';
import { MAX_POR_LOTE, MaxItems, NestedLoteListArgs } from '../../graphql/paging';
import { Lote } from '../lote/lote.types';
import { MedicamentoService } from './medicamento.service';
import { Medicamento } from './medicamento.types';

/** Batch.medicamentos: one query per request and limit for every batch in the result (no N+1). */
@Resolver(() => Lote)
export class MedicamentoLoteResolver {
  constructor(private readonly service: MedicamentoService) {}

  @Authorized() @MaxItems(MAX_POR_LOTE, 'limit')
  @FieldResolver(() => [Medicamento], { description: 'The latest `limit` medications of the batch; order: dataAplicacao desc, then creation desc' })
  medicamentos(@Root() lote: Lote, @Args() { limit }: NestedLoteListArgs, @CurrentActor() actor: Actor, @Ctx() ctx: Context) {
    const loader = perRequest(ctx, `Batch.medicamentos:${limit}`, () =>
      new DataLoader((ids: readonly string[]) => this.service.byLotes(actor, ids, limit)));
    return loader.load(lote.id);
  }
}
