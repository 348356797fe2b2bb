-- Hand-written (custom) migration: the latest weighing of a batch is recomputed once per INSERT statement
-- (over the distinct batches of its rows) instead of once per row. A bulk insert (a spreadsheet import of
-- 10,000 weighings) updated the same batch row 10,000 times in one transaction, each update walking the
-- growing chain of that row's versions. Updates and deletes keep the row trigger of migration 0009.
DROP TRIGGER pesagens_ultima ON pesagens;--> statement-breakpoint
CREATE TRIGGER pesagens_ultima AFTER UPDATE OR DELETE ON pesagens
  FOR EACH ROW EXECUTE FUNCTION lotes_ultima_pesagem();--> statement-breakpoint
CREATE OR REPLACE FUNCTION lotes_ultima_pesagem_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lotes_recalcular_ultima_pesagem(n.tenant_id, n.lote_id) FROM (SELECT DISTINCT tenant_id, lote_id FROM novas) n;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER pesagens_ultima_insert AFTER INSERT ON pesagens
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION lotes_ultima_pesagem_insert();
