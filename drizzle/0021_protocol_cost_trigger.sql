-- Hand-written (custom) migration: the realized cost of sanitary protocols (contract 10.3 custoProtocolos) as a
-- running total of the batch, like its other costs (0007, 0019), so economics reads one row per batch. A protocol
-- counts while it is live and realized (custo_realizado is set on realization and follows a new custoPorAnimal).
-- Writes that change neither its cost nor its liveness (the overdue job's claim, notes) leave the batch row alone.
CREATE OR REPLACE FUNCTION lotes_total_protocolos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.lote_id = NEW.lote_id AND OLD.custo_realizado IS NOT DISTINCT FROM NEW.custo_realizado
     AND (OLD.deleted_at IS NULL) = (NEW.deleted_at IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL AND OLD.custo_realizado IS NOT NULL THEN
    UPDATE lotes SET total_custo_protocolos = total_custo_protocolos - OLD.custo_realizado
     WHERE tenant_id = OLD.tenant_id AND id = OLD.lote_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL AND NEW.custo_realizado IS NOT NULL THEN
    UPDATE lotes SET total_custo_protocolos = total_custo_protocolos + NEW.custo_realizado
     WHERE tenant_id = NEW.tenant_id AND id = NEW.lote_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER protocolos_totais AFTER INSERT OR UPDATE OR DELETE ON protocolos
  FOR EACH ROW EXECUTE FUNCTION lotes_total_protocolos();--> statement-breakpoint
-- Protocols realized before this migration.
UPDATE lotes l SET total_custo_protocolos = p.valor
  FROM (SELECT tenant_id, lote_id, sum(custo_realizado) AS valor FROM protocolos
         WHERE deleted_at IS NULL AND custo_realizado IS NOT NULL GROUP BY 1, 2) p
 WHERE l.tenant_id = p.tenant_id AND l.id = p.lote_id;
