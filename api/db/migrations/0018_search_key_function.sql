-- Custom migration (drizzle-kit generate --custom): the search key, one spelling of a word whatever alphabet it was
-- typed in (docs/decisions/183). Greek is written in Latin letters the way people type it (Μύκονος → mikonos),
-- then the spellings Greeklish varies on are folded on both alphabets alike (y/υ/η/ει/οι → i, ch/χ/ks → x,
-- ou → u, ai → e, mp/mb → b, nt/nd → d, gk/ng → g, b → v, a double letter once). The search vectors index the key of every text
-- beside its Greek and English forms, and a search looks its key up too. IMMUTABLE: it reads nothing but its input
-- (f_unaccent is the IMMUTABLE wrapper of migration 0000), so generated columns may call it.
CREATE OR REPLACE FUNCTION public.f_search_key(input text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
DECLARE
  t text := lower(public.f_unaccent(input));
BEGIN
  -- Greek to Latin letters: αυ/ευ sound af/ef before a voiceless consonant or at the end, else av/ev.
  t := regexp_replace(t, '([αε])υ(?=[θκξπστφχψ]|$)', '\1f', 'g');
  t := replace(replace(t, 'αυ', 'av'), 'ευ', 'ev');
  t := replace(t, 'ου', 'u');
  t := replace(replace(replace(replace(t, 'θ', 'th'), 'ψ', 'ps'), 'ξ', 'x'), 'χ', 'x');
  t := translate(t, 'αβγδεζηικλμνοπρσςτυφω', 'avgdeziiklmnoprsstifo');
  -- The spellings Greeklish varies on, folded in Latin text as in Greek.
  t := replace(replace(replace(replace(t, 'ch', 'x'), 'kh', 'x'), 'ks', 'x'), 'ph', 'f');
  t := translate(t, 'yw', 'io');
  t := replace(replace(replace(replace(t, 'ou', 'u'), 'ei', 'i'), 'oi', 'i'), 'ai', 'e');
  t := replace(replace(replace(replace(t, 'mp', 'b'), 'mb', 'b'), 'nt', 'd'), 'nd', 'd');
  t := replace(replace(t, 'gk', 'g'), 'ng', 'g');
  t := replace(t, 'b', 'v');
  RETURN regexp_replace(t, '([a-z])\1+', '\1', 'g');
END
$$;
