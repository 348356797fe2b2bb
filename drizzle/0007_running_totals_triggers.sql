-- Hand-written (custom) migration: running totals of each batch, kept by triggers on every write
-- path (service writes, bulk inserts, soft deletes), so the dashboard reads one row per batch.
-- A child row counts while it is live (deleted_at is null).
CREATE OR REPLACE FUNCTION lotes_total_consumos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
    UPDATE lotes SET total_custo_racao = total_custo_racao - OLD.custo_total WHERE tenant_id = OLD.tenant_id AND id = OLD.lote_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
    UPDATE lotes SET total_custo_racao = total_custo_racao + NEW.custo_total WHERE tenant_id = NEW.tenant_id AND id = NEW.lote_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER consumos_racao_totais AFTER INSERT OR UPDATE OR DELETE ON consumos_racao
  FOR EACH ROW EXECUTE FUNCTION lotes_total_consumos();--> statement-breakpoint
CREATE OR REPLACE FUNCTION lotes_total_medicamentos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
    UPDATE lotes SET total_custo_medicamentos = total_custo_medicamentos - OLD.custo_total WHERE tenant_id = OLD.tenant_id AND id = OLD.lote_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
    UPDATE lotes SET total_custo_medicamentos = total_custo_medicamentos + NEW.custo_total WHERE tenant_id = NEW.tenant_id AND id = NEW.lote_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER medicamentos_totais AFTER INSERT OR UPDATE OR DELETE ON medicamentos
  FOR EACH ROW EXECUTE FUNCTION lotes_total_medicamentos();--> statement-breakpoint
-- Animals: dead and sold counts and sales revenue. Active animals contribute nothing, so a bulk
-- registration of new (Ativo) animals does not touch the batch row at all.
CREATE OR REPLACE FUNCTION lotes_total_animais() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL AND OLD.status <> 'Ativo' THEN
    UPDATE lotes SET
      total_animais_mortos = total_animais_mortos - (OLD.status = 'Morto')::int,
      total_animais_vendidos = total_animais_vendidos - (OLD.status = 'Vendido')::int,
      total_receita_vendas = total_receita_vendas - CASE WHEN OLD.status = 'Vendido' THEN coalesce(OLD.valor_total, 0) ELSE 0 END
    WHERE tenant_id = OLD.tenant_id AND id = OLD.lote_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL AND NEW.status <> 'Ativo' THEN
    UPDATE lotes SET
      total_animais_mortos = total_animais_mortos + (NEW.status = 'Morto')::int,
      total_animais_vendidos = total_animais_vendidos + (NEW.status = 'Vendido')::int,
      total_receita_vendas = total_receita_vendas + CASE WHEN NEW.status = 'Vendido' THEN coalesce(NEW.valor_total, 0) ELSE 0 END
    WHERE tenant_id = NEW.tenant_id AND id = NEW.lote_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER animais_totais AFTER INSERT OR UPDATE OR DELETE ON animais
  FOR EACH ROW EXECUTE FUNCTION lotes_total_animais();--> statement-breakpoint
-- Backfill for databases that already hold history.
UPDATE lotes l SET
  total_custo_racao = coalesce((SELECT sum(custo_total) FROM consumos_racao c WHERE c.tenant_id = l.tenant_id AND c.lote_id = l.id AND c.deleted_at IS NULL), 0),
  total_custo_medicamentos = coalesce((SELECT sum(custo_total) FROM medicamentos m WHERE m.tenant_id = l.tenant_id AND m.lote_id = l.id AND m.deleted_at IS NULL), 0),
  total_animais_mortos = (SELECT count(*) FROM animais a WHERE a.tenant_id = l.tenant_id AND a.lote_id = l.id AND a.deleted_at IS NULL AND a.status = 'Morto'),
  total_animais_vendidos = (SELECT count(*) FROM animais a WHERE a.tenant_id = l.tenant_id AND a.lote_id = l.id AND a.deleted_at IS NULL AND a.status = 'Vendido'),
  total_receita_vendas = coalesce((SELECT sum(valor_total) FROM animais a WHERE a.tenant_id = l.tenant_id AND a.lote_id = l.id AND a.deleted_at IS NULL AND a.status = 'Vendido'), 0);
