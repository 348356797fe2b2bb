-- Hand-written (custom) migration, issue 37: the low-stock notice is worded in TypeScript (src/modules/racao/estoque-baixo.ts)
-- and written by notifyManagers, the one writer of notices to a tenant's managers; only the claim of the flags stays in
-- SQL, in that statement. The function that worded and wrote it (0025) goes; kg_pt_br (0025) stays, the notice uses it.
DROP FUNCTION IF EXISTS racoes_estoque_avisos(uuid);
