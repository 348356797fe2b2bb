import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MaxItems } from '../../graphql/paging';
import { Text } from '../../validation';

/** Contract 11.2: at most 10,000 data rows per file (5 MiB, checked on the decoded bytes). */
export const MAX_LINHAS = 10_000;
export const MAX_BYTES = 5 * 1024 * 1024;
/** Row errors listed in an answer (the rest only counted in `errosTotal`), each cut at MAX_ERRO_CHARS characters. */
export const MAX_ERROS = 1000;
export const MAX_ERRO_CHARS = 300;

export enum ImportacaoTipo {
  pesagens = 'pesagens',
  animais = 'animais',
}
registerEnumType(ImportacaoTipo, { name: 'ImportType', description: 'pesagens, animais' });

@InputType('ImportFileInput', { description: 'An uploaded spreadsheet; REST sends it as multipart field `file`' })
export class ArquivoInput {
  @Field({ description: 'file name; its extension (.xlsx or .csv) picks the reader' }) @Text(1, 255) nome!: string;
  @Field({ description: `the file's bytes in base64, at most ${MAX_BYTES} bytes decoded` }) conteudoBase64!: string;
}

@ObjectType('ImportResult', { simpleResolvers: true })
export class ImportacaoResultado {
  @Field(() => Int, { description: 'rows created' }) importadas!: number;
  @Field(() => Int, { description: 'rows equal to existing data (or to an earlier row of the file), not created again' }) ignoradas!: number;
  @Field(() => [String], { description: `"Linha N: <motivo>", N the line of the file (the header is line 1); the first ${MAX_ERROS} in line order` })
  @MaxItems(MAX_ERROS)
  erros!: string[];

  @Field(() => Int, { description: 'rows refused, all of them (erros lists the first ones)' }) errosTotal!: number;
}

@ObjectType('DownloadFile', { simpleResolvers: true })
export class Arquivo {
  @Field() nomeArquivo!: string;
  @Field() contentType!: string;
  @Field() conteudoBase64!: string;
}
