ALTER TABLE "animais" ADD COLUMN "txid" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL;--> statement-breakpoint
ALTER TABLE "protocolos" ADD COLUMN "txid" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL;--> statement-breakpoint
ALTER TABLE "leituras_cocho" ADD COLUMN "txid" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL;--> statement-breakpoint
CREATE INDEX "animais_tenant_lote_txid_idx" ON "animais" USING btree ("tenant_id","lote_id","txid","id");--> statement-breakpoint
CREATE INDEX "protocolos_tenant_lote_txid_idx" ON "protocolos" USING btree ("tenant_id","lote_id","txid","id");--> statement-breakpoint
CREATE INDEX "leituras_cocho_tenant_lote_txid_idx" ON "leituras_cocho" USING btree ("tenant_id","lote_id","txid","id");--> statement-breakpoint
-- Hand-written part (appended to the generated statements above): drizzle-kit cannot express triggers.
-- Every insert and update of a row a device syncs by delta (animals, protocols, bunk readings; a soft delete is an
-- update) stamps txid with the writing transaction's id. Unlike atualizado_em (now(), the transaction's start), a
-- reader can tell from its snapshot which ids may still commit: none below pg_snapshot_xmin (src/db/delta.ts).
-- Top-level id even inside a savepoint, so a row written under one is stamped as the rest of its transaction.
CREATE FUNCTION carimbar_txid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.txid := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER animais_txid BEFORE INSERT OR UPDATE ON animais FOR EACH ROW EXECUTE FUNCTION carimbar_txid();--> statement-breakpoint
CREATE TRIGGER protocolos_txid BEFORE INSERT OR UPDATE ON protocolos FOR EACH ROW EXECUTE FUNCTION carimbar_txid();--> statement-breakpoint
CREATE TRIGGER leituras_cocho_txid BEFORE INSERT OR UPDATE ON leituras_cocho FOR EACH ROW EXECUTE FUNCTION carimbar_txid();
