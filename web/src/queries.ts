// Every GraphQL document of the page: the public API only. test/unit/web-documents.test.ts validates each against
// schema/schema.graphql, so a schema change that breaks the page fails the build's tests.

export const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) { accessToken refreshToken expiresIn user { nome email role } }
}`;

export const REFRESH = `mutation Refresh($input: RefreshInput!) {
  refreshToken(input: $input) { accessToken refreshToken expiresIn }
}`;

export const LOGOUT = `mutation Logout($input: LogoutInput!) { logout(input: $input) }`;

export const DASHBOARD = `query Painel {
  dashboardSummary {
    totalLotesAtivos totalLotesFechados totalAnimaisAtivos totalAnimaisVendidos totalAnimaisMortos
    pesoMedioAtual gmdMedioGeral custoTotalRacao custoTotalMedicamentos receitaTotalVendas precoArrobaAtual alertasNaoLidos
    lotesProximosFechamento { loteId codigo diasConfinamento pesoMedioAtual }
  }
}`;

export const NOTIFICACOES = `query Notificacoes {
  notificacoes(limit: 30) { id tipo titulo mensagem lida criadaEm }
  notificacoesNaoLidas { count }
}`;

export const MARCAR_LIDA = `mutation MarcarLida($id: ID!) { marcarNotificacaoLida(id: $id) { id lida } }`;
export const MARCAR_TODAS = `mutation MarcarTodas { marcarTodasNotificacoesLidas { atualizadas } }`;

export const NOTIFICACAO_ADICIONADA = `subscription NotificacaoAdicionada {
  notificationAdded { id tipo titulo mensagem lida criadaEm }
}`;

export const MERCADO = `query Mercado {
  marketContracts { contractCode description }
}`;

export const CANDLES = `query Candles($contractCode: String!) {
  marketCandles(contractCode: $contractCode, timeframe: "1d", limit: 90) { candleTime open high low close }
  marketQuoteHistory(contractCode: $contractCode, limit: 1) {
    contractCode price openPrice highPrice lowPrice variationPercent quoteTimestamp
  }
}`;

export const COTACAO_ATUALIZADA = `subscription CotacaoAtualizada($contractCode: String) {
  quoteUpdated(contractCode: $contractCode) { contractCode price openPrice highPrice lowPrice variationPercent quoteTimestamp }
}`;

export const LOTES_ABERTOS = `query LotesAbertos {
  lotes(status: Aberto, pageSize: 100, sortBy: dataEntrada, sortDirection: asc) {
    totalCount
    items {
      id codigo descricao quantidadeAnimais dataEntrada dataPrevistaSaida diasConfinamento
      pesoMedioAtual gmdMedio custoTotalRacao custoTotalMedicamentos
    }
  }
}`;

const ALERTA = 'id tipo valorAlvo fonte ativo criadoEm';
export const ALERTAS = `query Alertas { alertasPreco { ${ALERTA} } }`;
export const CRIAR_ALERTA = `mutation CriarAlerta($input: CreatePriceAlertInput!) { createAlertaPreco(input: $input) { ${ALERTA} } }`;
export const ATUALIZAR_ALERTA = `mutation AtualizarAlerta($id: ID!, $input: UpdatePriceAlertInput!) {
  updateAlertaPreco(id: $id, input: $input) { ${ALERTA} }
}`;

export const ECONOMIA = `query Economia {
  financeiroSummary {
    receitaTotal custoTotal lucroLiquido margemLiquida custoRacao custoMedicamentos custoCompraAnimais custoProtocolos custoOutros
    receitaVendas totalLotesAtivos totalLotesFechados hedge { resultadoTotal } custoForaDosLotes
    realizado { lotes custoTotal receitaVendas valorEstimadoVenda resultado margem }
    emAndamento { lotes custoTotal receitaVendas valorEstimadoVenda resultado margem }
  }
  rentabilidade {
    loteId loteCodigo custoTotal custoRacao custoMedicamentos custoCompra custoProtocolos custoOutros valorEstimadoVenda
    margemEstimada custoPorArroba precoEquilibrio custoPorAnimal diasConfinamento quantidadeAnimais
  }
}`;

export const TRATOS = `query Tratos($data: Date) {
  tratos(data: $data) {
    loteId loteCodigo curralCodigo dietaId dietaNome cabecas notaCocho kgPrevisto kgPrevistoPorCabeca kgFornecidoOntem
    confirmacaoId kgFornecido
  }
}`;

export const PROJECOES = `query Projecoes($dias: Int!) {
  lotes(status: Aberto, pageSize: 100, sortBy: codigo, sortDirection: asc) {
    items {
      id codigo
      projecao(dias: $dias) {
        melhorDia melhorData melhorMargem pontoOtimoDia pontoOtimoData precoSpot explicacao carenciaAte precoEquilibrioPesagem
        hedge { arrobasReferencia arrobasHedge percentualHedge precoTravado }
      }
      margemTravada(dias: $dias) { margemFisica resultadoHedge margemTravada percentualHedge sobreHedge }
    }
  }
}`;

export const PROJECAO_LOTE = `query ProjecaoLote($loteId: ID!, $dias: Int!) {
  projecaoLote(loteId: $loteId, dias: $dias) { dias { dia data margem precoEquilibrio precoArroba contrato precoFisico diaVenda } }
}`;

export const HEDGES = `query Hedges {
  hedges(status: "Aberta", pageSize: 100) {
    items {
      id contrato vencimento direcao quantidadeContratos contratosAbertos precoEntrada dataEntrada status precoAtual cotacaoEm
      resultadoRealizado resultadoAberto resultado lotes { codigo }
    }
  }
  hedgeResumo { posicoesAbertas posicoesSemCotacao arrobasLiquidas resultadoAberto resultadoRealizado resultadoTotal }
}`;

// Issue 35: the register's writes from the page. Each answers with its batches' coverage (the over-hedge warning).
const POSICAO_ESCRITA = 'id contrato status contratosAbertos lotes { codigo margemTravada(dias: 60) { percentualHedge sobreHedge } }';
export const CRIAR_HEDGE = `mutation CriarHedge($input: HedgeInput!) { createHedge(input: $input) { ${POSICAO_ESCRITA} } }`;
export const ENCERRAR_HEDGE = `mutation EncerrarHedge($id: ID!, $input: HedgeExitInput!) { closeHedge(id: $id, input: $input) { ${POSICAO_ESCRITA} } }`;
export const EXCLUIR_HEDGE = `mutation ExcluirHedge($id: ID!) { deleteHedge(id: $id) }`;
