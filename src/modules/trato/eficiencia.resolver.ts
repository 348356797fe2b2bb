import { Arg, Args, ArgsType, Authorized, Field, Float, ID, Query, Resolver } from 'type-graphql';
import { CurrentActor } from '../../auth/auth-checker';
import { WRITERS, type Actor } from '../../auth/actor';
import { MaxItems } from '../../graphql/paging';
import { DateScalar } from '../../graphql/scalars';
import { Range } from '../../validation';
import { Carregamento, Eficiencia, MAX_DIETAS_DIA } from './carregamento.types';
import { EficienciaService } from './eficiencia.service';

@ArgsType()
class CarregamentosArgs {
  @Field(() => DateScalar, { nullable: true, description: 'default business today' }) data?: string | null;
  @Field(() => Float, { description: 'mixer capacity, kg' }) @Range(0, 1_000_000, { exclusiveMin: true, scale: 3 }) capacidadeKg!: number;
}

/** Contract 12.6: mixer loads (every role) and feeding efficiency (money: Admin, Gerente). */
@Resolver()
export class EficienciaResolver {
  constructor(private readonly service: EficienciaService) {}

  @Authorized() @MaxItems(MAX_DIETAS_DIA)
  @Query(() => [Carregamento], { description: "The day's kg per diet in the fewest equal loads, dietaNome order" })
  carregamentos(@Args() { data, capacidadeKg }: CarregamentosArgs, @CurrentActor() actor: Actor) {
    return this.service.carregamentos(actor, data, capacidadeKg);
  }

  @Authorized(...WRITERS) @Query(() => Eficiencia)
  eficienciaLote(@Arg('loteId', () => ID) loteId: string, @CurrentActor() actor: Actor) {
    return this.service.eficiencia(actor, loteId);
  }
}
