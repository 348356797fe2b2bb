import { Arg, Args, Authorized, ID, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentActor } from '../../auth/auth-checker';
import { FIELD_WRITERS, Role, type Actor, WRITERS } from '../../auth/actor';
import { LoteListArgs, MAX_POR_LOTE, MaxItems } from '../../graphql/paging';
import { MAX_PRODUTOS, MedicamentoService } from './medicamento.service';
import { Medicamento, MedicamentoInput, ProdutoMedicamento } from './medicamento.types';

@Resolver(() => Medicamento)
export class MedicamentoResolver {
  constructor(private readonly service: MedicamentoService) {}

  @Authorized() @MaxItems(MAX_POR_LOTE, 'limit')
  @Query(() => [Medicamento], { description: 'The latest `limit`; order: dataAplicacao desc, then creation desc' })
  medicamentos(@Arg('loteId', () => ID) loteId: string, @Args() { limit }: LoteListArgs, @CurrentActor() actor: Actor) {
    return this.service.list(actor, loteId, limit);
  }

  @Authorized() @MaxItems(MAX_PRODUTOS)
  @Query(() => [ProdutoMedicamento], { description: "The tenant's products as last applied, by name (the field page prefills a treatment)" })
  medicamentoProdutos(@CurrentActor() actor: Actor) {
    return this.service.produtos(actor);
  }

  @Authorized() @Query(() => Medicamento)
  medicamento(@Arg('loteId', () => ID) loteId: string, @Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.get(actor, loteId, id);
  }

  @Authorized(...FIELD_WRITERS) @Mutation(() => Medicamento, { description: 'Admin, Gerente and Operador (the field page). A closed batch: BATCH_CLOSED' })
  createMedicamento(@Arg('loteId', () => ID) loteId: string, @Arg('input') input: MedicamentoInput, @CurrentActor() actor: Actor) {
    return this.service.create(actor, loteId, input);
  }

  @Authorized(...WRITERS) @Mutation(() => Medicamento, { description: 'A closed batch: BATCH_CLOSED' })
  updateMedicamento(
    @Arg('loteId', () => ID) loteId: string, @Arg('id', () => ID) id: string, @Arg('input') input: MedicamentoInput,
    @CurrentActor() actor: Actor,
  ) {
    return this.service.update(actor, loteId, id, input);
  }

  @Authorized(Role.Admin) @Mutation(() => Boolean, { description: 'Soft delete. A closed batch: BATCH_CLOSED' })
  deleteMedicamento(@Arg('loteId', () => ID) loteId: string, @Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.remove(actor, loteId, id);
  }
}
