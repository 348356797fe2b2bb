import DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CurrentActor } from '../../auth/auth-checker';
import { Role, type Actor } from '../../auth/actor';
import { perRequest, type Context } from '../../graphql/context';
import { ATUALIZADO_DESDE, CURSOR, LoteListArgs, MAX_POR_LOTE, MaxItems, NestedLoteListArgs } from '../../graphql/paging';
import { DateScalar, DateTimeScalar } from '../../graphql/scalars';
import { Lote } from '../lote/lote.types';
import { LeituraService } from './leitura.service';
import { TratoService } from './trato.service';
import {
  ConfirmacaoTrato, ConfirmacaoTratoInput, CorrecaoTratoInput, LeituraCocho, LeituraCochoDelta, LeituraCochoInput, Trato,
} from './trato.types';

/** Open batches a plan may list: the bound the cost rule counts (a tenant's feedlot is far smaller). */
export const MAX_PLANO = 10_000;

@Resolver()
export class TratoResolver {
  constructor(private readonly service: TratoService, private readonly leituras: LeituraService) {}

  @Authorized() @MaxItems(MAX_PLANO)
  @Query(() => [Trato], { description: 'The feeding plan of a day (default business today), by pen codigo' })
  tratos(@Arg('data', () => DateScalar, { nullable: true }) data: string | null, @CurrentActor() actor: Actor) {
    return this.service.plano(actor, data);
  }

  @Authorized() @Mutation(() => ConfirmacaoTrato, { description: 'Any role: the kg delivered, as one consumption per ingredient' })
  confirmarTrato(@Arg('input') input: ConfirmacaoTratoInput, @CurrentActor() actor: Actor) {
    return this.service.confirmar(actor, input);
  }

  @Authorized() @Mutation(() => ConfirmacaoTrato, { description: 'Corrects the kg and rewrites the consumptions' })
  corrigirTrato(@Arg('id', () => ID) id: string, @Arg('input') input: CorrecaoTratoInput, @CurrentActor() actor: Actor) {
    return this.service.corrigir(actor, id, input);
  }

  @Authorized(Role.Admin) @Mutation(() => Boolean, { description: 'Removes the confirmation and its consumptions' })
  deleteConfirmacaoTrato(@Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.remove(actor, id);
  }

  @Authorized() @MaxItems(MAX_POR_LOTE, 'limit') @Query(() => [LeituraCocho], { description: 'data desc' })
  leiturasCocho(
    @Arg('loteId', () => ID) loteId: string, @Args() { limit }: LoteListArgs, @CurrentActor() actor: Actor,
    @Arg('atualizadoDesde', () => DateTimeScalar, { nullable: true, description: ATUALIZADO_DESDE }) atualizadoDesde?: Date | null,
  ) {
    return this.leituras.list(actor, loteId, limit, atualizadoDesde);
  }

  @Authorized() @MaxItems(MAX_POR_LOTE, 'limit')
  @Query(() => LeituraCochoDelta, { description: "A device's delta sync of the batch's readings: the next `limit` changed, in commit order" })
  leiturasCochoDelta(
    @Arg('loteId', () => ID) loteId: string, @Args() { limit }: LoteListArgs, @CurrentActor() actor: Actor,
    @Arg('cursor', () => String, { nullable: true, description: CURSOR }) cursor?: string | null,
  ) {
    return this.leituras.delta(actor, loteId, limit, cursor);
  }

  @Authorized() @Mutation(() => LeituraCocho, { description: 'Any role; one per batch and day' })
  createLeituraCocho(@Arg('loteId', () => ID) loteId: string, @Arg('input') input: LeituraCochoInput, @CurrentActor() actor: Actor) {
    return this.leituras.create(actor, loteId, input);
  }

  @Authorized() @Mutation(() => LeituraCocho)
  updateLeituraCocho(
    @Arg('loteId', () => ID) loteId: string, @Arg('id', () => ID) id: string, @Arg('input') input: LeituraCochoInput,
    @CurrentActor() actor: Actor,
  ) {
    return this.leituras.update(actor, loteId, id, input);
  }
}

/** Batch.leiturasCocho: one statement per request for every batch asked. */
@Resolver(() => Lote)
export class LoteLeiturasResolver {
  constructor(private readonly leituras: LeituraService) {}

  @Authorized() @MaxItems(MAX_POR_LOTE, 'limit')
  @FieldResolver(() => [LeituraCocho], { description: 'The latest `limit` bunk readings, data desc' })
  leiturasCocho(@Root() lote: Lote, @Args() { limit }: NestedLoteListArgs, @CurrentActor() actor: Actor, @Ctx() ctx: Context) {
    const loader = perRequest(ctx, `Batch.leiturasCocho:${limit}`, () =>
      new DataLoader((ids: readonly string[]) => this.leituras.byLotes(actor, ids, limit)));
    return loader.load(lote.id);
  }
}
