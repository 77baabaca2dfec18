-- Search (ADR 0020): full-text with weights, unaccent, trigram similarity and a word list for typos.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
-- English stemming (roses -> rose) after folding accents (Café -> cafe).
CREATE TEXT SEARCH CONFIGURATION "shop_search" (COPY = pg_catalog.english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "shop_search" ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector;--> statement-breakpoint
-- Every word of product names, other names and category names, unaccented, with its stem: what a typo is
-- corrected to and what a joined word is split into.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"stem" text NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_words_stem_idx" ON "search_words" USING btree ("stem");--> statement-breakpoint
CREATE INDEX "search_words_length_idx" ON "search_words" USING btree (length("word"));--> statement-breakpoint
CREATE FUNCTION "search_words_add"(source text) RETURNS void LANGUAGE sql AS $$
	INSERT INTO search_words (word, stem)
	SELECT DISTINCT w, coalesce((ts_lexize('english_stem', w))[1], w)
	FROM regexp_split_to_table(lower(unaccent(source)), '[^a-z0-9]+') AS w
	WHERE length(w) BETWEEN 2 AND 40
	ON CONFLICT (word) DO NOTHING
$$;--> statement-breakpoint
-- Kept by a trigger rather than generated columns: the document includes the category's name, and unaccent
-- is not immutable. It fires only when a searched column is written, never on a stock update.
CREATE FUNCTION "products_search_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	category_name text;
	other_names text := coalesce(NEW.search_terms, '');
BEGIN
	SELECT name INTO category_name FROM categories WHERE id = NEW.category_id;
	NEW.search_name := lower(unaccent(NEW.name || ' ' || other_names));
	NEW.search_vector :=
		setweight(to_tsvector('shop_search', NEW.name || ' ' || other_names), 'A') ||
		setweight(to_tsvector('shop_search', coalesce(category_name, '')), 'B') ||
		setweight(to_tsvector('shop_search',
			regexp_replace(coalesce(NEW.detail, ''), '<[^>]*>|&[a-z#0-9]+;', ' ', 'g')), 'C');
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_refresh" BEFORE INSERT OR UPDATE OF name, search_terms, detail, category_id
	ON "products" FOR EACH ROW EXECUTE FUNCTION products_search_refresh();--> statement-breakpoint
-- The word list grows once per statement on insert (a bulk insert of thousands of rows adds each word once)
-- and per row on the rare rename.
CREATE FUNCTION "products_words_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM search_words_add(string_agg(DISTINCT search_name, ' ')) FROM inserted_products;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_words_inserted" AFTER INSERT ON "products" REFERENCING NEW TABLE AS inserted_products
	FOR EACH STATEMENT EXECUTE FUNCTION products_words_inserted();--> statement-breakpoint
CREATE FUNCTION "products_words_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM search_words_add(NEW.search_name);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_words_renamed" AFTER UPDATE OF name, search_terms ON "products"
	FOR EACH ROW EXECUTE FUNCTION products_words_renamed();--> statement-breakpoint
CREATE FUNCTION "categories_search_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM search_words_add(NEW.name);
	IF TG_OP = 'UPDATE' AND NEW.name IS DISTINCT FROM OLD.name THEN
		UPDATE products SET category_id = category_id WHERE category_id = NEW.id;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "categories_search_refresh" AFTER INSERT OR UPDATE OF name
	ON "categories" FOR EACH ROW EXECUTE FUNCTION categories_search_refresh();--> statement-breakpoint
SELECT search_words_add(name) FROM categories;--> statement-breakpoint
UPDATE "products" SET "name" = "name";--> statement-breakpoint
SELECT search_words_add(search_name) FROM products;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_name_trgm_idx" ON "products" USING gin ("search_name" gin_trgm_ops);
