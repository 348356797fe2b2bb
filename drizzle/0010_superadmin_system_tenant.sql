-- Hand-written (custom) data migration: the bootstrap SuperAdmin leaves tenant "default" for tenant "system"
-- (contract 4.5). Earlier releases created it in "default", which is also the default registration tenant, so
-- everyone who registered joined the SuperAdmin's tenant.
--
-- It moves only when "default" holds nothing but SuperAdmins and what they own:
--   * every user of "default" (deleted ones included) is a SuperAdmin, and there is at least one;
--   * "default" has no farm data at all, deleted rows included: batches, feeds, consumptions, weighings,
--     animals, medications, MANUAL price records;
--   * tenant "system" is missing (it is then created) or holds no user other than SuperAdmins.
-- Then the SuperAdmins move to "system" with their notifications, price alerts, device tokens and refresh
-- tokens. Audit entries stay as written: the audit log is append-only and records the tenant of the request.
-- Their access tokens name the old tenant and stop working (401); a refresh, or a new login, issues tokens of
-- "system".
--
-- In every other case nothing moves (other users or farm data share "default" with the SuperAdmin, and moving
-- one user out of a tenant with data is a decision for its owner). The service then logs, at each start with
-- registration open, that the registration tenant has a SuperAdmin, Admin or Gerente; docs/operations.md
-- ("The SuperAdmin's tenant") shows how to move it by hand or close registration.
DO $$
DECLARE
  d uuid;
  s uuid;
BEGIN
  SELECT id INTO d FROM tenants WHERE slug = 'default';
  IF d IS NULL
     OR NOT EXISTS (SELECT 1 FROM users WHERE tenant_id = d AND role = 'SuperAdmin')
     OR EXISTS (SELECT 1 FROM users WHERE tenant_id = d AND role <> 'SuperAdmin')
     OR EXISTS (SELECT 1 FROM lotes WHERE tenant_id = d)
     OR EXISTS (SELECT 1 FROM racoes WHERE tenant_id = d)
     OR EXISTS (SELECT 1 FROM consumos_racao WHERE tenant_id = d)
     OR EXISTS (SELECT 1 FROM pesagens WHERE tenant_id = d)
     OR EXISTS (SELECT 1 FROM animais WHERE tenant_id = d)
     OR EXISTS (SELECT 1 FROM medicamentos WHERE tenant_id = d)
     OR EXISTS (SELECT 1 FROM precos_mercado WHERE tenant_id = d) THEN
    RETURN;
  END IF;
  INSERT INTO tenants (nome, slug) VALUES ('Sistema', 'system') ON CONFLICT (slug) DO NOTHING;
  SELECT id INTO s FROM tenants WHERE slug = 'system';
  IF EXISTS (SELECT 1 FROM users WHERE tenant_id = s AND role <> 'SuperAdmin') THEN
    RETURN;
  END IF;
  UPDATE notificacoes SET tenant_id = s WHERE tenant_id = d;
  UPDATE alertas_preco SET tenant_id = s WHERE tenant_id = d;
  UPDATE device_tokens SET tenant_id = s WHERE tenant_id = d;
  UPDATE refresh_tokens SET tenant_id = s WHERE tenant_id = d;
  UPDATE users SET tenant_id = s WHERE tenant_id = d;
END $$;
