import type { Actor } from '../../auth/actor';
import type { Database, Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../errors';
import { readTableOffThread } from '../../spreadsheet/read-off-thread';
import { UnreadableFile } from '../../spreadsheet/read-zip';
import { xlsx } from '../../spreadsheet/template-xlsx';
import { ANIMAL_COLUNAS, ANIMAL_EXEMPLO, ANIMAL_OBRIGATORIAS, importarAnimais } from './importar-animais';
import { importarPesagens, PESAGEM_COLUNAS, PESAGEM_EXEMPLO, PESAGEM_OBRIGATORIAS } from './importar-pesagens';
import { ImportacaoTipo, MAX_BYTES, MAX_ERRO_CHARS, MAX_ERROS, MAX_LINHAS, type ArquivoInput } from './importacao.types';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const KINDS = {
  [ImportacaoTipo.pesagens]: { colunas: PESAGEM_COLUNAS, obrigatorias: PESAGEM_OBRIGATORIAS, exemplo: PESAGEM_EXEMPLO, importar: importarPesagens },
  [ImportacaoTipo.animais]: { colunas: ANIMAL_COLUNAS, obrigatorias: ANIMAL_OBRIGATORIAS, exemplo: ANIMAL_EXEMPLO, importar: importarAnimais },
};

export const invalidFile = (message: string) => new AppError('INVALID_FILE', `Arquivo invalido: ${message}`);

/** Contract 11.2: spreadsheet imports (one transaction per file) and their templates. */
export class ImportacaoService {
  private readonly db: Db;

  constructor(database: Database) {
    this.db = database.db;
  }

  async importar(actor: Actor, tipo: ImportacaoTipo, arquivo: ArquivoInput) {
    const kind = KINDS[tipo];
    const bytes = decode(arquivo.conteudoBase64);
    let table;
    try {
      table = await readTableOffThread(arquivo.nome, bytes, kind.colunas, kind.obrigatorias, MAX_LINHAS);
    } catch (e) {
      if (e instanceof UnreadableFile) throw invalidFile(e.message);
      throw e;
    }
    const r = await unitOfWork(() => kind.importar(this.db, actor, table));
    return { ...r, ...bounded(r.erros) };
  }

  template(tipo: ImportacaoTipo) {
    const kind = KINDS[tipo];
    return {
      nomeArquivo: `modelo-importacao-${tipo}.xlsx`, contentType: XLSX_TYPE,
      conteudoBase64: xlsx([[...kind.colunas], [...kind.exemplo]], tipo).toString('base64'),
    };
  }
}

/**
 * The first MAX_ERROS row errors, each cut at MAX_ERRO_CHARS (a message may quote a cell of up to 32,767 characters),
 * and the total: 10,000 errors quoting long cells made a 410 MB answer.
 */
function bounded(erros: string[]) {
  return {
    erros: erros.slice(0, MAX_ERROS).map((e) => (e.length > MAX_ERRO_CHARS ? `${e.slice(0, MAX_ERRO_CHARS - 3)}...` : e)),
    errosTotal: erros.length,
  };
}

function unpadded(s: string): string {
  let end = s.length;
  while (end > 0 && end > s.length - 2 && s.charCodeAt(end - 1) === 61) end--;
  return end === s.length ? s : s.slice(0, end);
}

export function decode(b64: string): Buffer {
  // 4 base64 characters carry 3 bytes: the text length bounds the file before it is decoded.
  if (b64.length > Math.ceil(MAX_BYTES / 3) * 4) throw invalidFile('conteudo ausente, maior que 5 MiB ou fora de base64');
  // Decoding skips what is not base64, so the text must be what its bytes encode to (padding aside). Two native
  // passes: the regex /^[A-Za-z0-9+/]*={0,2}$/ held the event loop 66 ms on a 5 MiB file.
  const bytes = Buffer.from(b64, 'base64');
  if (unpadded(bytes.toString('base64')) !== unpadded(b64)) throw invalidFile('conteudo ausente, maior que 5 MiB ou fora de base64');
  if (bytes.length === 0) throw invalidFile('arquivo vazio');
  if (bytes.length > MAX_BYTES) throw invalidFile('maior que 5 MiB');
  return bytes;
}
