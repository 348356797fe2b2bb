-- Hand-written (custom) migration: two rules that were typed more than once get one home each in the database.
--
-- 1. Heads of a batch on a day (contract 10.3): quantidade_animais minus its live animals dead or sold on or before
-- that day, never below 0; an exit without a date never counts. The overhead allocation (custos_ratear, 0019) wants
-- it for every open batch on every day of a bulk cost import, a protocol's realization for one batch on one day; the
-- realization recounted it in TypeScript (status Morto by data_morte, Vendido by data_venda: the same animals, since
-- only those two transitions write the dates). lote_cabecas answers it as one row per batch and stretch of days with
-- the same head count, [desde, ate), in an inlinable SQL function: the realization's `lote_id = ...` is pushed into
-- it, and the allocation joins each day to one stretch per batch. A scalar function per (day, batch) cost one count
-- of animals each: 3.7 times slower on a year of overhead (docs/decisions.md, issue 27).
CREATE OR REPLACE FUNCTION lote_cabecas(p_tenant uuid) RETURNS TABLE (lote_id uuid, desde date, ate date, cabecas integer)
LANGUAGE sql STABLE AS $$
  SELECT l.id, s.desde, lead(s.desde, 1, 'infinity'::date) OVER w,
         greatest(0, l.quantidade_animais - sum(s.n) OVER w)::integer
    FROM lotes l
    JOIN (SELECT a.lote_id, coalesce(a.data_morte, a.data_venda), count(*) FROM animais a
           WHERE a.tenant_id = p_tenant AND a.deleted_at IS NULL AND a.status <> 'Ativo'
             AND coalesce(a.data_morte, a.data_venda) IS NOT NULL
           GROUP BY 1, 2
          UNION ALL
          SELECT b.id, '-infinity'::date, 0 FROM lotes b WHERE b.tenant_id = p_tenant) s(lote_id, desde, n) ON s.lote_id = l.id
   WHERE l.tenant_id = p_tenant AND l.deleted_at IS NULL
  WINDOW w AS (PARTITION BY l.id ORDER BY s.desde)
$$;--> statement-breakpoint
-- As in 0019, with the heads read from lote_cabecas. The stretches of the open batches are materialized first: a
-- generic plan (plpgsql caches one after five calls) otherwise probed the batch row once per (day, stretch).
CREATE OR REPLACE FUNCTION custos_ratear(p_tenant uuid, p_de date, p_ate date, p_dias date[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('custos_ratear:' || p_tenant::text));
  WITH velhos AS (
    DELETE FROM custos_rateio WHERE tenant_id = p_tenant AND data BETWEEN p_de AND p_ate AND (p_dias IS NULL OR data = ANY (p_dias))
    RETURNING lote_id, valor)
  UPDATE custos_rateio_lote t SET valor = t.valor - v.valor
    FROM (SELECT lote_id, sum(valor) AS valor FROM velhos GROUP BY lote_id) v
   WHERE t.tenant_id = p_tenant AND t.lote_id = v.lote_id;
  WITH dias AS (
    SELECT data, sum(valor) AS valor FROM custos
     WHERE tenant_id = p_tenant AND lote_id IS NULL AND deleted_at IS NULL
       AND data BETWEEN p_de AND p_ate AND (p_dias IS NULL OR data = ANY (p_dias))
     GROUP BY data),
  trechos AS MATERIALIZED (
    SELECT l.id AS lote_id, l.data_entrada, l.data_saida, c.desde, c.ate, c.cabecas
      FROM lotes l JOIN lote_cabecas(p_tenant) c ON c.lote_id = l.id
     WHERE l.tenant_id = p_tenant AND l.deleted_at IS NULL),
  cab AS (
    SELECT d.data, d.valor, tr.lote_id, tr.cabecas
      FROM dias d
      JOIN trechos tr ON tr.data_entrada <= d.data AND (tr.data_saida IS NULL OR tr.data_saida >= d.data)
                     AND tr.desde <= d.data AND d.data < tr.ate),
  novos AS (
    INSERT INTO custos_rateio (tenant_id, data, lote_id, valor)
    SELECT p_tenant, data, lote_id, valor * cabecas / sum(cabecas) OVER (PARTITION BY data) FROM cab WHERE cabecas > 0
    RETURNING lote_id, valor)
  INSERT INTO custos_rateio_lote AS t (tenant_id, lote_id, valor)
    SELECT p_tenant, lote_id, sum(valor) FROM novos GROUP BY lote_id
    ON CONFLICT (tenant_id, lote_id) DO UPDATE SET valor = t.valor + excluded.valor;
END;
$$;--> statement-breakpoint
-- 2. "A child row counts while it is live" (and, for some, while `quando` holds of it): six running totals (0007,
-- 0017, 0019, 0021) retyped the same trigger. The rule now lives in one installer that writes each total's trigger
-- function as static SQL, so every row still runs plain statements with cached plans (a function reading the column
-- names at run time would EXECUTE a new statement per row). `somas` maps each parent column to the child's
-- contribution, written over the child row as `filho`; a parent column that goes down (feed stock) takes a negative
-- contribution. An UPDATE that changes neither the parent, nor whether the row counts, nor its contributions writes
-- nothing: it used to subtract and add back the same amounts (only the protocols' trigger skipped it).
-- The function and the trigger are named `gatilho`; triggers on one table fire in name order (see animais_ratear).
CREATE OR REPLACE FUNCTION instalar_total_dos_filhos(gatilho text, filho regclass, pai regclass, chave text, somas jsonb,
  quando text DEFAULT 'true') RETURNS void LANGUAGE plpgsql AS $installer$
DECLARE
  linha constant text := '\mfilho\.';
  conta text := 'filho.deleted_at IS NULL AND (' || quando || ')';
  partes text;
  menos text;
  mais text;
BEGIN
  SELECT string_agg(value, ', ' ORDER BY key),
         string_agg(format('%1$I = %1$I - (%2$s)', key, value), ', ' ORDER BY key),
         string_agg(format('%1$I = %1$I + (%2$s)', key, value), ', ' ORDER BY key)
    INTO partes, menos, mais FROM jsonb_each_text(somas);
  EXECUTE format($f$
CREATE OR REPLACE FUNCTION %1$I() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.tenant_id, OLD.%2$I) IS NOT DISTINCT FROM (NEW.tenant_id, NEW.%2$I)
     AND (%3$s) IS NOT DISTINCT FROM (%4$s) AND ROW(%5$s) IS NOT DISTINCT FROM ROW(%6$s) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND %3$s THEN
    UPDATE %7$s SET %8$s WHERE tenant_id = OLD.tenant_id AND id = OLD.%2$I;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND %4$s THEN
    UPDATE %7$s SET %9$s WHERE tenant_id = NEW.tenant_id AND id = NEW.%2$I;
  END IF;
  RETURN NULL;
END;
$body$$f$, gatilho, chave,
    regexp_replace(conta, linha, 'OLD.', 'g'), regexp_replace(conta, linha, 'NEW.', 'g'),
    regexp_replace(partes, linha, 'OLD.', 'g'), regexp_replace(partes, linha, 'NEW.', 'g'),
    pai, regexp_replace(menos, linha, 'OLD.', 'g'), regexp_replace(mais, linha, 'NEW.', 'g'));
  -- DROP and CREATE rather than CREATE OR REPLACE TRIGGER (PostgreSQL 14): the service supports PostgreSQL 13.
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', gatilho, filho);
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW EXECUTE FUNCTION %I()',
    gatilho, filho, gatilho);
END;
$installer$;--> statement-breakpoint
SELECT instalar_total_dos_filhos('consumos_racao_totais', 'consumos_racao', 'lotes', 'lote_id',
  '{"total_custo_racao": "filho.custo_total"}');--> statement-breakpoint
SELECT instalar_total_dos_filhos('consumos_racao_estoque', 'consumos_racao', 'racoes', 'racao_id',
  '{"estoque_kg": "-filho.quantidade_kg"}');--> statement-breakpoint
SELECT instalar_total_dos_filhos('medicamentos_totais', 'medicamentos', 'lotes', 'lote_id',
  '{"total_custo_medicamentos": "filho.custo_total"}');--> statement-breakpoint
-- Active animals contribute nothing, so a bulk registration of new animals leaves the batch row alone.
SELECT instalar_total_dos_filhos('animais_totais', 'animais', 'lotes', 'lote_id', '{
  "total_animais_mortos": "(filho.status = ''Morto'')::int",
  "total_animais_vendidos": "(filho.status = ''Vendido'')::int",
  "total_receita_vendas": "CASE WHEN filho.status = ''Vendido'' THEN coalesce(filho.valor_total, 0) ELSE 0 END"}',
  'filho.status <> ''Ativo''');--> statement-breakpoint
SELECT instalar_total_dos_filhos('compras_totais', 'compras', 'lotes', 'lote_id',
  '{"total_custo_compra": "filho.valor_total + filho.frete + filho.comissao"}');--> statement-breakpoint
-- A protocol's cost counts once it is realized; the overdue job's claim and notes change nothing.
SELECT instalar_total_dos_filhos('protocolos_totais', 'protocolos', 'lotes', 'lote_id',
  '{"total_custo_protocolos": "filho.custo_realizado"}', 'filho.custo_realizado IS NOT NULL');--> statement-breakpoint
DROP FUNCTION lotes_total_consumos();--> statement-breakpoint
DROP FUNCTION racoes_estoque_consumos();--> statement-breakpoint
DROP FUNCTION lotes_total_medicamentos();--> statement-breakpoint
DROP FUNCTION lotes_total_animais();--> statement-breakpoint
DROP FUNCTION lotes_total_compras();--> statement-breakpoint
DROP FUNCTION lotes_total_protocolos();
