import { Arg, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentActor } from '../../auth/auth-checker';
import { type Actor, WRITERS } from '../../auth/actor';
import { ImportacaoService } from './importacao.service';
import { Arquivo, ArquivoInput, ImportacaoResultado, ImportacaoTipo } from './importacao.types';

@Resolver()
export class ImportacaoResolver {
  constructor(private readonly service: ImportacaoService) {}

  @Authorized() @Query(() => Arquivo, { description: 'An xlsx template: the header row and one example row' })
  importacaoTemplate(@Arg('tipo', () => ImportacaoTipo) tipo: ImportacaoTipo) {
    return this.service.template(tipo);
  }

  @Authorized(...WRITERS) @Mutation(() => ImportacaoResultado, { description: 'Weighings from an .xlsx or .csv; INVALID_FILE when unreadable' })
  importarPesagens(@Arg('arquivo') arquivo: ArquivoInput, @CurrentActor() actor: Actor) {
    return this.service.importar(actor, ImportacaoTipo.pesagens, arquivo);
  }

  @Authorized(...WRITERS) @Mutation(() => ImportacaoResultado, { description: 'Animals from an .xlsx or .csv; INVALID_FILE when unreadable' })
  importarAnimais(@Arg('arquivo') arquivo: ArquivoInput, @CurrentActor() actor: Actor) {
    return this.service.importar(actor, ImportacaoTipo.animais, arquivo);
  }
}
