import { Arg, Args, Authorized, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CurrentActor } from '../../auth/auth-checker';
import { FIELD_WRITERS, Role, type Actor, WRITERS } from '../../auth/actor';
import { ATUALIZADO_DESDE, CURSOR, LoteListArgs, MAX_POR_LOTE, MaxItems } from '../../graphql/paging';
import { DateTimeScalar } from '../../graphql/scalars';
import { baseArrobaDaVenda } from '../../market/arroba';
import { gtaOf, type GtaValue } from '../gta/gta.rules';
import { Gta } from '../gta/gta.types';
import { AnimalService } from './animal.service';
import {
  AnimaisArgs, Animal, BaseArroba, AnimalDelta, AnimalInput, AnimalPage, CreateAnimaisInput, CreateAnimaisResult, MortalidadeInput, MortalidadeResult,
  VendaInput, VendaResult,
} from './animal.types';

@Resolver(() => Animal)
export class AnimalResolver {
  constructor(private readonly service: AnimalService) {}

  @Authorized() @MaxItems(100, 'pageSize') @Query(() => AnimalPage, { description: 'Order: identificacao asc, then id' })
  animais(@Args() args: AnimaisArgs, @CurrentActor() actor: Actor) {
    return this.service.list(actor, args);
  }

  @Authorized() @Query(() => Animal)
  animal(@Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.get(actor, id);
  }

  @Authorized() @MaxItems(MAX_POR_LOTE, 'limit')
  @Query(() => [Animal], { description: 'The first `limit` animals of the batch; order: identificacao asc, then id' })
  animaisByLote(
    @Arg('loteId', () => ID) loteId: string, @Args() { limit }: LoteListArgs, @CurrentActor() actor: Actor,
    @Arg('atualizadoDesde', () => DateTimeScalar, { nullable: true, description: ATUALIZADO_DESDE }) atualizadoDesde?: Date | null,
  ) {
    return this.service.listByLote(actor, loteId, limit, atualizadoDesde);
  }

  @Authorized() @MaxItems(MAX_POR_LOTE, 'limit')
  @Query(() => AnimalDelta, { description: "A device's delta sync of the batch's animals: the next `limit` changed, in commit order" })
  animaisByLoteDelta(
    @Arg('loteId', () => ID) loteId: string, @Args() { limit }: LoteListArgs, @CurrentActor() actor: Actor,
    @Arg('cursor', () => String, { nullable: true, description: CURSOR }) cursor?: string | null,
  ) {
    return this.service.deltaByLote(actor, loteId, limit, cursor);
  }

  @Authorized(...WRITERS) @Mutation(() => Animal)
  createAnimal(@Arg('loteId', () => ID) loteId: string, @Arg('input') input: AnimalInput, @CurrentActor() actor: Actor) {
    return this.service.create(actor, loteId, input);
  }

  @Authorized(...WRITERS) @Mutation(() => CreateAnimaisResult, { description: 'Creates the valid items, reports the invalid ones' })
  createAnimais(@Arg('loteId', () => ID) loteId: string, @Arg('input') input: CreateAnimaisInput, @CurrentActor() actor: Actor) {
    return this.service.createMany(actor, loteId, input);
  }

  @Authorized(...WRITERS) @Mutation(() => Animal)
  updateAnimal(@Arg('id', () => ID) id: string, @Arg('input') input: AnimalInput, @CurrentActor() actor: Actor) {
    return this.service.update(actor, id, input);
  }

  @Authorized(Role.Admin) @Mutation(() => Boolean)
  deleteAnimal(@Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.remove(actor, id);
  }

  @Authorized(...FIELD_WRITERS) @Mutation(() => MortalidadeResult, { description: 'Only from Ativo; Admin, Gerente and Operador (the field page)' })
  registerMortalidade(@Arg('id', () => ID) id: string, @Arg('input') input: MortalidadeInput, @CurrentActor() actor: Actor) {
    return this.service.registerMortalidade(actor, id, input);
  }

  @FieldResolver(() => BaseArroba, { nullable: true, description: 'The basis of the sale\'s arrobas (valorTotal); null when not sold' })
  baseArroba(@Root() animal: Animal) {
    return baseArrobaDaVenda(animal.status, animal.pesoCarcaca);
  }

  @FieldResolver(() => Gta, { nullable: true, description: 'The GTA of the sale (issue 36); null when not sold or sold without one' })
  gta(@Root() animal: Parameters<typeof gtaOf>[0]): GtaValue | null {
    return gtaOf(animal);
  }

  @Authorized(...WRITERS)
  @Mutation(() => VendaResult, { description: 'Only from Ativo; priced on carcass arrobas with the romaneio (pesoCarcaca or rendimentoCarcaca), else on pesoVenda / 15' })
  registerVenda(@Arg('id', () => ID) id: string, @Arg('input') input: VendaInput, @CurrentActor() actor: Actor) {
    return this.service.registerVenda(actor, id, input);
  }
}
