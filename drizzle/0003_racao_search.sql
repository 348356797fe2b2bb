-- Hand-written (custom) migration: drizzle-kit cannot express functions or expression GIN indexes.
-- Feed search (contract 2.3) is case- and accent-insensitive over nome and descricao. unaccent() is only
-- STABLE (its dictionary could change), so an index needs an IMMUTABLE wrapper with the dictionary pinned.
-- The separator is a newline, so a term can match within nome or within descricao but not across both.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS racoes_search_trgm_idx ON racoes
  USING gin (f_unaccent(lower(nome || E'\n' || coalesce(descricao, ''))) gin_trgm_ops)
  WHERE deleted_at IS NULL;
