import DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, FieldResolver, Float, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CurrentActor } from '../../auth/auth-checker';
import { FIELD_WRITERS, Role, type Actor } from '../../auth/actor';
import { perRequest, type Context } from '../../graphql/context';
import { MaxItems } from '../../graphql/paging';
import { AnimalPesagemService, type PesoAtual } from './animal-pesagem.service';
import { MAX_PESAGENS_ANIMAL, PesagemAnimal, PesagemAnimalInput, PesagensAnimalArgs } from './animal-pesagem.types';
import { Animal } from './animal.types';

@Resolver(() => Animal)
export class AnimalPesagemResolver {
  constructor(private readonly service: AnimalPesagemService) {}

  @Authorized() @MaxItems(MAX_PESAGENS_ANIMAL, 'limit') @Query(() => [PesagemAnimal], { description: 'Order: data desc, then creation desc' })
  pesagensAnimal(@Arg('animalId', () => ID) animalId: string, @Args() { limit }: PesagensAnimalArgs, @CurrentActor() actor: Actor) {
    return this.service.list(actor, animalId, limit);
  }

  @Authorized(...FIELD_WRITERS) @Mutation(() => PesagemAnimal, { description: 'Only for an Ativo animal of an open batch; Admin, Gerente and Operador (the field page)' })
  createPesagemAnimal(@Arg('animalId', () => ID) animalId: string, @Arg('input') input: PesagemAnimalInput, @CurrentActor() actor: Actor) {
    return this.service.create(actor, animalId, input);
  }

  @Authorized(Role.Admin) @Mutation(() => Boolean, { description: 'Soft delete' })
  deletePesagemAnimal(@Arg('animalId', () => ID) animalId: string, @Arg('pesagemId', () => ID) pesagemId: string, @CurrentActor() actor: Actor) {
    return this.service.remove(actor, animalId, pesagemId);
  }

  @Authorized() @FieldResolver(() => Float, { description: "kg: the latest individual weighing, else the batch's pesoMedioAtual" })
  pesoAtual(@Root() a: Animal, @CurrentActor() actor: Actor, @Ctx() ctx: Context) {
    return this.peso(a, actor, ctx).then((p) => p?.pesoAtual ?? a.pesoEntrada);
  }

  @Authorized() @FieldResolver(() => Float, { nullable: true, description: 'kg/day from dataEntrada to the latest individual weighing; null without one' })
  gmd(@Root() a: Animal, @CurrentActor() actor: Actor, @Ctx() ctx: Context) {
    return this.peso(a, actor, ctx).then((p) => p?.gmd ?? null);
  }

  private peso(a: Animal, actor: Actor, ctx: Context): Promise<PesoAtual | undefined> {
    const loader = perRequest(ctx, 'animal.pesos', () => new DataLoader((ids: readonly string[]) => this.service.pesos(actor, ids)));
    return loader.load(a.id);
  }
}
