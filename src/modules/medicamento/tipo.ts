// The product types of a treatment (contract 11.1's list for protocols, which medications share), as data: the API
// stores a medication's tipo in the list's spelling whatever the accents or case it came in ("Antibiótico",
// "ANTIBIOTICO" -> "Antibiotico"), so reports do not split; the field page offers the list with accented labels.
// No imports: the page's bundle takes it as it is.

/** Stored value and what a person reads. */
export const TIPOS_PRODUTO = [
  { valor: 'Vacina', rotulo: 'Vacina' },
  { valor: 'Vermifugo', rotulo: 'Vermífugo' },
  { valor: 'Vitamina', rotulo: 'Vitamina' },
  { valor: 'Antibiotico', rotulo: 'Antibiótico' },
  { valor: 'Outro', rotulo: 'Outro' },
] as const;

const chave = (s: string) => s.trim().normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const PORCHAVE = new Map<string, string>(TIPOS_PRODUTO.map((t) => [chave(t.valor), t.valor]));

/** A type of the list in the list's spelling; any other text trimmed, as given (the contract's tipo is free text). */
export const normalizarTipo = (tipo: string): string => PORCHAVE.get(chave(tipo)) ?? tipo.trim();
