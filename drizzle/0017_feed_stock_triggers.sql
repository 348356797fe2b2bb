-- Hand-written (custom) migration: feed stock (contract 12.5), kept by triggers on every write path.
-- Every live consumption draws its feed's stock down (direct ones, trato confirmations, updates moving
-- kg or feed, soft deletes giving it back); the UPDATE of the feed row serializes concurrent writers.
CREATE OR REPLACE FUNCTION racoes_estoque_consumos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
    UPDATE racoes SET estoque_kg = estoque_kg + OLD.quantidade_kg WHERE tenant_id = OLD.tenant_id AND id = OLD.racao_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
    UPDATE racoes SET estoque_kg = estoque_kg - NEW.quantidade_kg WHERE tenant_id = NEW.tenant_id AND id = NEW.racao_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER consumos_racao_estoque AFTER INSERT OR UPDATE OR DELETE ON consumos_racao
  FOR EACH ROW EXECUTE FUNCTION racoes_estoque_consumos();--> statement-breakpoint
-- Below the minimum or not: a feed that goes from not-below to below gets a pending EstoqueBaixo notice,
-- claimed once by the writer that caused it (or a later one); climbing back to the minimum re-arms it.
CREATE OR REPLACE FUNCTION racoes_estoque_baixo() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  below boolean := NEW.estoque_minimo_kg IS NOT NULL AND NEW.estoque_kg < NEW.estoque_minimo_kg;
BEGIN
  IF below AND NOT (TG_OP = 'UPDATE' AND OLD.estoque_baixo) THEN
    NEW.estoque_aviso_pendente := true;
  ELSIF NOT below THEN
    NEW.estoque_aviso_pendente := false;
  END IF;
  NEW.estoque_baixo := below;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER racoes_estoque_baixo BEFORE INSERT OR UPDATE OF estoque_kg, estoque_minimo_kg ON racoes
  FOR EACH ROW EXECUTE FUNCTION racoes_estoque_baixo();--> statement-breakpoint
-- Existing feeds start with the quantity bought (contract 12.5).
UPDATE racoes SET estoque_kg = quantidade_kg;
