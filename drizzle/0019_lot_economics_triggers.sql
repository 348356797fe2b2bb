-- Hand-written (custom) migration: the running totals of lot economics (contract 10), kept by triggers so that
-- rentabilidade and the financial summary read one row per batch (plus one per cost categoria) whatever the history.
-- Purchases: lotes.total_custo_compra = sum of valorTotal + frete + comissao of the batch's live purchases.
CREATE OR REPLACE FUNCTION lotes_total_compras() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
    UPDATE lotes SET total_custo_compra = total_custo_compra - (OLD.valor_total + OLD.frete + OLD.comissao)
     WHERE tenant_id = OLD.tenant_id AND id = OLD.lote_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
    UPDATE lotes SET total_custo_compra = total_custo_compra + (NEW.valor_total + NEW.frete + NEW.comissao)
     WHERE tenant_id = NEW.tenant_id AND id = NEW.lote_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER compras_totais AFTER INSERT OR UPDATE OR DELETE ON compras
  FOR EACH ROW EXECUTE FUNCTION lotes_total_compras();--> statement-breakpoint
-- Overhead allocation (contract 10.2): the overhead of each day in p_dias (all days of [p_de, p_ate] when null) is
-- shared by the batches open that day (entered on or before it, not left before it, not deleted) in proportion to
-- their head count that day: quantidade_animais minus their animals dead or sold on or before it. A day without such
-- heads stays unallocated. Re-allocations of one tenant are serialized by an advisory lock; they write only the
-- custos_rateio tables, so they never wait on a batch row while holding the lock.
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
  saidas AS (
    SELECT lote_id, coalesce(data_morte, data_venda) AS data, count(*) AS n FROM animais
     WHERE tenant_id = p_tenant AND deleted_at IS NULL AND status <> 'Ativo' GROUP BY 1, 2),
  cab AS (
    SELECT d.data, d.valor, l.id AS lote_id, greatest(0, l.quantidade_animais - coalesce(sum(s.n), 0)) AS cabecas
      FROM dias d
      JOIN lotes l ON l.tenant_id = p_tenant AND l.deleted_at IS NULL AND l.data_entrada <= d.data
                  AND (l.data_saida IS NULL OR l.data_saida >= d.data)
      LEFT JOIN saidas s ON s.lote_id = l.id AND s.data <= d.data
     GROUP BY d.data, d.valor, l.id, l.quantidade_animais),
  novos AS (
    INSERT INTO custos_rateio (tenant_id, data, lote_id, valor)
    SELECT p_tenant, data, lote_id, valor * cabecas / sum(cabecas) OVER (PARTITION BY data) FROM cab WHERE cabecas > 0
    RETURNING lote_id, valor)
  INSERT INTO custos_rateio_lote AS t (tenant_id, lote_id, valor)
    SELECT p_tenant, lote_id, sum(valor) FROM novos GROUP BY lote_id
    ON CONFLICT (tenant_id, lote_id) DO UPDATE SET valor = t.valor + excluded.valor;
END;
$$;--> statement-breakpoint
-- Other costs, per statement (a bulk insert re-allocates each touched day once): the tenant's totals per categoria,
-- the batch's own costs, and the re-allocation of every overhead day the statement touched.
CREATE TYPE custos_delta AS (tenant_id uuid, lote_id uuid, categoria custo_categoria, data date, valor numeric);--> statement-breakpoint
CREATE OR REPLACE FUNCTION custos_totais_stmt() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta custos_delta[] := '{}';
  r record;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    delta := delta || array(SELECT (tenant_id, lote_id, categoria, data, valor)::custos_delta FROM novos WHERE deleted_at IS NULL);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    delta := delta || array(SELECT (tenant_id, lote_id, categoria, data, -valor)::custos_delta FROM antigos WHERE deleted_at IS NULL);
  END IF;
  INSERT INTO custos_totais AS t (tenant_id, categoria, valor)
    SELECT tenant_id, categoria, sum(valor) FROM unnest(delta) GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (tenant_id, categoria) DO UPDATE SET valor = t.valor + excluded.valor;
  UPDATE lotes l SET total_custo_direto = l.total_custo_direto + d.valor
    FROM (SELECT tenant_id, lote_id, sum(valor) AS valor FROM unnest(delta) WHERE lote_id IS NOT NULL GROUP BY 1, 2) d
   WHERE l.tenant_id = d.tenant_id AND l.id = d.lote_id;
  FOR r IN SELECT tenant_id, min(data) AS de, max(data) AS ate, array_agg(DISTINCT data) AS dias
             FROM unnest(delta) WHERE lote_id IS NULL GROUP BY tenant_id LOOP
    PERFORM custos_ratear(r.tenant_id, r.de, r.ate, r.dias);
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER custos_totais_ins AFTER INSERT ON custos REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION custos_totais_stmt();--> statement-breakpoint
CREATE TRIGGER custos_totais_upd AFTER UPDATE ON custos REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION custos_totais_stmt();--> statement-breakpoint
CREATE TRIGGER custos_totais_del AFTER DELETE ON custos REFERENCING OLD TABLE AS antigos
  FOR EACH STATEMENT EXECUTE FUNCTION custos_totais_stmt();--> statement-breakpoint
-- A batch that enters, leaves, changes head count or is deleted changes the allocation of the days it spans.
CREATE OR REPLACE FUNCTION lotes_ratear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM custos_ratear(NEW.tenant_id, NEW.data_entrada, coalesce(NEW.data_saida, 'infinity'), NULL);
  ELSE
    PERFORM custos_ratear(NEW.tenant_id, least(OLD.data_entrada, NEW.data_entrada),
      greatest(coalesce(OLD.data_saida, 'infinity'), coalesce(NEW.data_saida, 'infinity')), NULL);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER lotes_rateio_ins AFTER INSERT ON lotes FOR EACH ROW EXECUTE FUNCTION lotes_ratear();--> statement-breakpoint
CREATE TRIGGER lotes_rateio_upd AFTER UPDATE OF data_entrada, data_saida, quantidade_animais, deleted_at ON lotes
  FOR EACH ROW WHEN (OLD.data_entrada IS DISTINCT FROM NEW.data_entrada OR OLD.data_saida IS DISTINCT FROM NEW.data_saida
    OR OLD.quantidade_animais IS DISTINCT FROM NEW.quantidade_animais OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION lotes_ratear();--> statement-breakpoint
-- A death or sale (or its undoing) changes the head count of its batch from its date on. The name sorts before
-- animais_totais, so the allocation lock is taken before that trigger locks the batch row.
CREATE OR REPLACE FUNCTION animais_ratear() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  de date;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL AND OLD.status <> 'Ativo' THEN
    de := coalesce(OLD.data_morte, OLD.data_venda);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL AND NEW.status <> 'Ativo' THEN
    de := least(de, coalesce(NEW.data_morte, NEW.data_venda));
  END IF;
  IF de IS NOT NULL THEN
    PERFORM custos_ratear(CASE WHEN TG_OP = 'DELETE' THEN OLD.tenant_id ELSE NEW.tenant_id END, de, 'infinity', NULL);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER animais_rateio AFTER INSERT OR UPDATE OR DELETE ON animais
  FOR EACH ROW EXECUTE FUNCTION animais_ratear();
