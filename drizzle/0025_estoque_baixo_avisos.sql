-- Hand-written (custom) migration: the low-stock notice of contract 12.5, the part after the flag. The flag is
-- racoes_estoque_baixo (0017), a BEFORE INSERT OR UPDATE OF estoque_kg, estoque_minimo_kg trigger on racoes, so every
-- path that moves stock or the minimum meets it (consumptions and trato confirmations through trigger
-- consumos_racao_estoque, feed edits, entries). What it decides:
-- below the minimum: stock under a minimum that is set (no minimum, never below). A feed that goes from not-below to
-- below (a new feed included) gets a pending notice; staying below adds none; climbing back to the minimum, or
-- clearing it, drops a pending notice and re-arms the next crossing. Raising the minimum above the stock is a crossing.

-- kg as the notices have always written them (JavaScript's toLocaleString('pt-BR', { maximumFractionDigits: 3 })):
-- '.' between thousands, ',' before the decimals, no trailing zeros: 1234.5 -> 1.234,5 ; 12 -> 12 ; -3.25 -> -3,25.
-- to_char's ',' and '.' are these characters whatever the server's locale (G and D would follow lc_numeric); the
-- columns have 3 decimals, so nothing is rounded.
CREATE OR REPLACE FUNCTION kg_pt_br(kg numeric) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT translate(rtrim(to_char(kg, 'FM999,999,999,999,990.999'), '.'), ',.', '.,')
$$;--> statement-breakpoint
-- The notices of a tenant's pending crossings, claimed by the transaction that caused them, at its end: the feed rows
-- are locked by that write, so no other writer claims them first. One EstoqueBaixo notification per claimed feed and
-- active Admin or Gerente of the tenant; returns what the caller announces after commit (push and subscription).
-- tenancy: the claimed feeds are the tenant's; the users are joined on the feed's tenant_id.
-- PL/pgSQL, not SQL: it keeps the statement's plan per connection; a SQL function planned it on every call (0.13 ms
-- against 0.02 ms, inside a transaction that holds the feed rows locked).
CREATE OR REPLACE FUNCTION racoes_estoque_avisos(p_tenant_id uuid) RETURNS TABLE (tenant_id uuid, user_id uuid, id uuid)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN QUERY
  WITH claimed AS (
    UPDATE racoes r SET estoque_aviso_pendente = false
     WHERE r.tenant_id = p_tenant_id AND r.estoque_aviso_pendente AND r.deleted_at IS NULL
    RETURNING r.tenant_id, r.id, r.nome, r.estoque_kg, r.estoque_minimo_kg
  )
  INSERT INTO notificacoes AS n (tenant_id, user_id, titulo, tipo, mensagem, dados)
  SELECT c.tenant_id, u.id, 'Estoque Baixo', 'EstoqueBaixo',
         'A racao ' || c.nome || ' esta com ' || kg_pt_br(c.estoque_kg) || ' kg em estoque, abaixo do minimo de '
           || kg_pt_br(coalesce(c.estoque_minimo_kg, 0)) || ' kg',
         -- trim_scale: the numbers as JSON wrote them before (370.61, not 370.610)
         jsonb_build_object('racaoId', c.id, 'racaoNome', c.nome, 'estoqueKg', trim_scale(c.estoque_kg),
                            'estoqueMinimoKg', trim_scale(c.estoque_minimo_kg))
    FROM claimed c
    JOIN users u ON u.tenant_id = c.tenant_id AND u.ativo AND u.deleted_at IS NULL AND u.role IN ('Admin', 'Gerente')
  RETURNING n.tenant_id, n.user_id, n.id;
END;
$$;
