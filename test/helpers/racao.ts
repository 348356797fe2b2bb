// The feed shapes and a valid feed body, shared by the feed suites (racao.test.ts, racao-list.test.ts).

// Contract 12.2 / 12.5 add dry matter and stock to both shapes.
export const STOCK_KEYS = ['diasEstoque', 'estoqueKg', 'estoqueMinimoKg', 'estoqueNegativo', 'materiaSecaPercentual'];
export const DETAIL_KEYS = ['composicao', 'custoKg', 'dataCompra', 'descricao', 'fornecedor', 'id', 'nome', 'quantidadeKg', ...STOCK_KEYS].sort();
export const ITEM_KEYS = ['custoKg', 'dataCompra', 'descricao', 'fornecedor', 'id', 'nome', 'quantidadeKg', ...STOCK_KEYS].sort();
/** A new feed's stock is its quantidadeKg; dry matter defaults to 88 %. */
export const stock = (estoqueKg: number) => ({ diasEstoque: null, estoqueKg, estoqueMinimoKg: null, estoqueNegativo: false, materiaSecaPercentual: 88 });

/** A valid body of POST /api/racoes. */
export const racaoBody = (over: Record<string, unknown> = {}) => ({
  nome: 'Racao Engorda', descricao: 'Milho e soja', custoKg: 1.85, dataCompra: '2024-03-10',
  quantidadeKg: 5000.5, fornecedor: 'Agro Sul', composicao: 'milho 70%, soja 20%, nucleo 10%', ...over,
});
