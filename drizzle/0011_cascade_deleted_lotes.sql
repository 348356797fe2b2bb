-- Hand-written (custom) data migration: deleting a batch now soft-deletes its animals, weighings, medications
-- and consumptions with it (decisions.md, "Deleting a batch"). Before, they stayed live under a deleted batch:
-- hidden from every read, but an animal's identificacao still held its place in the unique index, so nobody could
-- register that identifier again. This gives the children of already deleted batches the batch's deletion time.
-- The running-total triggers adjust the deleted batches' own totals, which nothing reads.
UPDATE animais c SET deleted_at = l.deleted_at FROM lotes l
 WHERE l.tenant_id = c.tenant_id AND l.id = c.lote_id AND l.deleted_at IS NOT NULL AND c.deleted_at IS NULL;--> statement-breakpoint
UPDATE pesagens c SET deleted_at = l.deleted_at FROM lotes l
 WHERE l.tenant_id = c.tenant_id AND l.id = c.lote_id AND l.deleted_at IS NOT NULL AND c.deleted_at IS NULL;--> statement-breakpoint
UPDATE medicamentos c SET deleted_at = l.deleted_at FROM lotes l
 WHERE l.tenant_id = c.tenant_id AND l.id = c.lote_id AND l.deleted_at IS NOT NULL AND c.deleted_at IS NULL;--> statement-breakpoint
UPDATE consumos_racao c SET deleted_at = l.deleted_at FROM lotes l
 WHERE l.tenant_id = c.tenant_id AND l.id = c.lote_id AND l.deleted_at IS NOT NULL AND c.deleted_at IS NULL;
