import { Arg, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import { Role, WRITERS, type Actor } from '../../auth/actor';
import { CurrentActor } from '../../auth/auth-checker';
import { Needs } from '../../graphql/needs';
import { MessageResult } from '../../graphql/paging';
import { ResumoService } from './resumo.service';
import { ConfiguracaoResumo, ConfiguracaoResumoInput, DescadastroResumoInput, PreferenciaResumo, PreferenciaResumoInput } from './resumo.types';

@Resolver()
export class ResumoResolver {
  constructor(private readonly service: ResumoService) {}

  @Authorized(...WRITERS) @Query(() => ConfiguracaoResumo, { description: "The tenant's daily digest hour (issue 36); 6 until set" })
  configuracaoResumo(@CurrentActor() actor: Actor) {
    return this.service.configuracao(actor);
  }

  @Authorized(Role.Admin) @Mutation(() => ConfiguracaoResumo, { description: "Sets the tenant's daily digest hour (Admin)" })
  updateConfiguracaoResumo(@Arg('input') input: ConfiguracaoResumoInput, @CurrentActor() actor: Actor) {
    return this.service.atualizarConfiguracao(actor, input);
  }

  @Authorized() @Query(() => PreferenciaResumo, { description: "The caller's daily digest e-mail choice; on until turned off" })
  preferenciaResumo(@CurrentActor() actor: Actor) {
    return this.service.preferencia(actor);
  }

  @Authorized() @Mutation(() => PreferenciaResumo, { description: 'Turns the daily digest e-mail off or on for the caller' })
  updatePreferenciaResumo(@Arg('input') input: PreferenciaResumoInput, @CurrentActor() actor: Actor) {
    return this.service.atualizarPreferencia(actor, input);
  }

  @Needs({ secret: true })
  @Mutation(() => MessageResult, { description: "Public: the digest e-mail's unsubscribe link; the signed token names the user" })
  descadastrarResumo(@Arg('input') input: DescadastroResumoInput) {
    return this.service.descadastrar(input.token);
  }
}
