-- Prefix terms answered by the index alone (issue 38). A term of three letters or more matches the start of a word
-- ("shelt" finds "shelter"), as FTS5's prefix queries do. Asked as a tsquery prefix (`'shelt':*`), GIN reads every
-- word of the index that starts so and builds the whole set of their rows before anything is joined or limited: 15 to
-- 40 ms for the common words of a search at 100,000 listings. So `main` also keeps, for each word, its starts of three
-- letters or more as lexemes of their own, marked with ">" (the search's words are letters and digits only, so no word
-- starts so): `'>shelt'` is then one exact lexeme, whose rows GIN joins with the other terms' without reading them all.
-- The shortest start is passed in (PREFIX_MIN_CHARS, shared/search/query.ts); 3 is its value.
CREATE FUNCTION resources_search_prefixes(words tsvector, shortest integer) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT words || coalesce(array_to_tsvector(array_agg(DISTINCT '>' || left(w, k))), ''::tsvector)
    FROM unnest(tsvector_to_array(words)) AS w, generate_series(shortest, length(w)) AS k
$$;
--> statement-breakpoint
UPDATE "resources_search" SET "main" = resources_search_prefixes("main", 3);
