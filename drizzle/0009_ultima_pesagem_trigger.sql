-- Hand-written (custom) migration: each batch keeps its latest live weighing (by data, then creation),
-- so the dashboard and the overdue-weighing job read one row per batch instead of searching weighings.
-- Batch rows are updated by triggers on every child write: leave room on each page so those updates
-- stay HOT (no index churn, no bloat of the batch scan).
ALTER TABLE lotes SET (fillfactor = 70);--> statement-breakpoint
CREATE OR REPLACE FUNCTION lotes_recalcular_ultima_pesagem(t uuid, l uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE lotes SET (ultima_pesagem_data, ultima_pesagem_peso) = (
    SELECT p.data, p.peso_medio FROM pesagens p
     WHERE p.tenant_id = t AND p.lote_id = l AND p.deleted_at IS NULL
     ORDER BY p.data DESC, p.criado_em DESC LIMIT 1)
  WHERE tenant_id = t AND id = l;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION lotes_ultima_pesagem() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM lotes_recalcular_ultima_pesagem(NEW.tenant_id, NEW.lote_id);
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.lote_id <> NEW.lote_id) THEN
    PERFORM lotes_recalcular_ultima_pesagem(OLD.tenant_id, OLD.lote_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER pesagens_ultima AFTER INSERT OR UPDATE OR DELETE ON pesagens
  FOR EACH ROW EXECUTE FUNCTION lotes_ultima_pesagem();--> statement-breakpoint
UPDATE lotes l SET (ultima_pesagem_data, ultima_pesagem_peso) = (
  SELECT p.data, p.peso_medio FROM pesagens p
   WHERE p.tenant_id = l.tenant_id AND p.lote_id = l.id AND p.deleted_at IS NULL
   ORDER BY p.data DESC, p.criado_em DESC LIMIT 1);
