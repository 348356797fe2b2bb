import { Arg, Args, Authorized, ID, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentActor } from '../../auth/auth-checker';
import { FIELD_WRITERS, type Actor, WRITERS } from '../../auth/actor';
import { MaxItems } from '../../graphql/paging';
import { ArquivoInput } from '../importacao/importacao.types';
import { SessaoPesagemService } from './sessao-pesagem.service';
import {
  AbrirSessaoInput, ApartacaoArgs, ApartacaoItem, LeituraInput, LeituraSessao, MAX_LEITURAS, SessaoPesagem, WeighingSessionPage, SessoesPesagemArgs,
  VincularInput,
} from './sessao-pesagem.types';


@Resolver(() => SessaoPesagem)
export class SessaoPesagemResolver {
  constructor(private readonly service: SessaoPesagemService) {}

  @Authorized() @MaxItems(100, 'pageSize')
  @Query(() => WeighingSessionPage, { description: 'The tenant\'s weighing sessions, newest first, as summaries (no readings)' })
  sessoesPesagem(@Args() args: SessoesPesagemArgs, @CurrentActor() actor: Actor) {
    return this.service.list(actor, args);
  }

  @Authorized() @Query(() => SessaoPesagem, { description: 'A weighing session with every reading and the batches weighed' })
  sessaoPesagem(@Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.get(actor, id);
  }

  @Authorized() @MaxItems(MAX_LEITURAS)
  @Query(() => [ApartacaoItem], { description: 'Sorting list: weighed animals more than `percentual` % from their batch mean in the session' })
  apartacaoSessao(@Arg('id', () => ID) id: string, @Args() { percentual }: ApartacaoArgs, @CurrentActor() actor: Actor) {
    return this.service.apartacao(actor, id, percentual);
  }

  @Authorized(...FIELD_WRITERS)
  @Mutation(() => SessaoPesagem, { description: 'A scale indicator\'s session file (.csv/.txt) in a layout its maker publishes: today Digi-Star StockWeigh EID records (EID, EIDVID). The same file again adds nothing; INVALID_FILE when unreadable or of another layout (its detail names the layouts read)' })
  importarSessaoPesagem(@Arg('arquivo') arquivo: ArquivoInput, @CurrentActor() actor: Actor) {
    return this.service.importar(actor, arquivo);
  }

  @Authorized(...FIELD_WRITERS) @Mutation(() => SessaoPesagem, { description: 'Opens a session a device sends readings to' })
  abrirSessaoPesagem(@Arg('input') input: AbrirSessaoInput, @CurrentActor() actor: Actor) {
    return this.service.abrir(actor, input);
  }

  @Authorized(...FIELD_WRITERS) @Mutation(() => LeituraSessao, { description: 'One reading of an open session, weighed when it closes' })
  registrarLeituraSessao(@Arg('id', () => ID) id: string, @Arg('input') input: LeituraInput, @CurrentActor() actor: Actor) {
    return this.service.registrarLeitura(actor, id, input);
  }

  @Authorized(...FIELD_WRITERS) @Mutation(() => SessaoPesagem, { description: 'Weighs the pending readings and closes the session' })
  fecharSessaoPesagem(@Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.fechar(actor, id);
  }

  // Giving an animal its tag changes the animal's identity: the roles that may update an animal (Admin, Gerente).
  @Authorized(...WRITERS) @Mutation(() => LeituraSessao, { description: 'Gives an unknown EID to a live animal without one and weighs it; Admin and Gerente' })
  vincularLeituraSessao(
    @Arg('id', () => ID) id: string, @Arg('input') input: VincularInput, @CurrentActor() actor: Actor,
  ) {
    return this.service.vincular(actor, id, input.leituraId, input.animalId);
  }
}
