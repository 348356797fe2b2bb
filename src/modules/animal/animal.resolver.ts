import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Role } from '../../auth/actor';
import type { Context } from '../../graphql/context';
import { LoteListArgs, MAX_POR_LOTE, MaxItems } from '../../graphql/paging';
import { AnimalService } from './animal.service';
import {
  AnimaisArgs, Animal, AnimalInput, AnimalPage, CreateAnimaisInput, CreateAnimaisResult, MortalidadeInput, MortalidadeResult,
  VendaInput, VendaResult,
} from './animal.types';

const WRITERS = [Role.Admin, Role.Gerente];

@Resolver(() => Animal)
export class AnimalResolver {
  constructor(private readonly service: AnimalService) {}

  @Authorized() @MaxItems(100, 'pageSize') @Query(() => AnimalPage, { description: 'Order: identificacao asc, then id' })
  animais(@Args() args: AnimaisArgs, @Ctx() { actor }: Context) {
    return this.service.list(actor!, args);
  }

  @Authorized() @Query(() => Animal)
  animal(@Arg('id', () => ID) id: string, @Ctx() { actor }: Context) {
    return this.service.get(actor!, id);
  }

  @Authorized() @MaxItems(MAX_POR_LOTE, 'limit')
  @Query(() => [Animal], { description: 'The first `limit` animals of the batch; order: identificacao asc, then id' })
  animaisByLote(@Arg('loteId', () => ID) loteId: string, @Args() { limit }: LoteListArgs, @Ctx() { actor }: Context) {
    return this.service.listByLote(actor!, loteId, limit);
  }

  @Authorized(...WRITERS) @Mutation(() => Animal)
  createAnimal(@Arg('loteId', () => ID) loteId: string, @Arg('input') input: AnimalInput, @Ctx() { actor }: Context) {
    return this.service.create(actor!, loteId, input);
  }

  @Authorized(...WRITERS) @Mutation(() => CreateAnimaisResult, { description: 'Creates the valid items, reports the invalid ones' })
  createAnimais(@Arg('loteId', () => ID) loteId: string, @Arg('input') input: CreateAnimaisInput, @Ctx() { actor }: Context) {
    return this.service.createMany(actor!, loteId, input);
  }

  @Authorized(...WRITERS) @Mutation(() => Animal)
  updateAnimal(@Arg('id', () => ID) id: string, @Arg('input') input: AnimalInput, @Ctx() { actor }: Context) {
    return this.service.update(actor!, id, input);
  }

  @Authorized(Role.Admin) @Mutation(() => Boolean)
  deleteAnimal(@Arg('id', () => ID) id: string, @Ctx() { actor }: Context) {
    return this.service.remove(actor!, id);
  }

  @Authorized(...WRITERS) @Mutation(() => MortalidadeResult, { description: 'Only from Ativo' })
  registerMortalidade(@Arg('id', () => ID) id: string, @Arg('input') input: MortalidadeInput, @Ctx() { actor }: Context) {
    return this.service.registerMortalidade(actor!, id, input);
  }

  @Authorized(...WRITERS) @Mutation(() => VendaResult, { description: 'Only from Ativo; valorTotal = round(pesoVenda / 15 * valorArroba, 2)' })
  registerVenda(@Arg('id', () => ID) id: string, @Arg('input') input: VendaInput, @Ctx() { actor }: Context) {
    return this.service.registerVenda(actor!, id, input);
  }
}
