-- Custom migration (drizzle-kit generate --custom): what drizzle-kit cannot express, needed before the tables.
-- unaccent() is only STABLE (it reads a dictionary), so generated columns and indexes cannot call it; this
-- IMMUTABLE wrapper with a fixed dictionary is the usual way out (docs/decisions/012).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
