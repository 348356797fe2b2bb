import { Arg, Args, Authorized, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Role, WRITERS, type Actor } from '../../auth/actor';
import { CurrentActor } from '../../auth/auth-checker';
import { LoteListArgs, MAX_POR_LOTE, MaxItems } from '../../graphql/paging';
import { CompraService } from './compra.service';
import { Compra, CompraInput } from './compra.types';
import { gtaOf, type GtaValue } from '../gta/gta.rules';
import { Gta } from '../gta/gta.types';

// Contract Part II: money is for Admin and Gerente only (the writers), reads included; delete by Admin.
const MONEY = WRITERS;

@Resolver(() => Compra)
export class CompraResolver {
  constructor(private readonly service: CompraService) {}

  @Authorized(...MONEY) @MaxItems(MAX_POR_LOTE, 'limit')
  @Query(() => [Compra], { description: 'The latest `limit` purchases of the batch; order: dataCompra desc, then creation desc' })
  compras(@Arg('loteId', () => ID) loteId: string, @Args() { limit }: LoteListArgs, @CurrentActor() actor: Actor) {
    return this.service.list(actor, loteId, limit);
  }

  @Authorized(...MONEY) @Query(() => Compra)
  compra(@Arg('loteId', () => ID) loteId: string, @Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.get(actor, loteId, id);
  }

  @Authorized(...MONEY) @Mutation(() => Compra, { description: 'A closed batch: BATCH_CLOSED' })
  createCompra(@Arg('loteId', () => ID) loteId: string, @Arg('input') input: CompraInput, @CurrentActor() actor: Actor) {
    return this.service.create(actor, loteId, input);
  }

  @Authorized(...MONEY) @Mutation(() => Compra, { description: 'A closed batch: BATCH_CLOSED' })
  updateCompra(
    @Arg('loteId', () => ID) loteId: string, @Arg('id', () => ID) id: string, @Arg('input') input: CompraInput,
    @CurrentActor() actor: Actor,
  ) {
    return this.service.update(actor, loteId, id, input);
  }

  @FieldResolver(() => Gta, { nullable: true })
  gta(@Root() compra: Parameters<typeof gtaOf>[0]): GtaValue | null {
    return gtaOf(compra);
  }

  @Authorized(Role.Admin) @Mutation(() => Boolean, { description: 'Soft delete. A closed batch: BATCH_CLOSED' })
  deleteCompra(@Arg('loteId', () => ID) loteId: string, @Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.remove(actor, loteId, id);
  }
}
