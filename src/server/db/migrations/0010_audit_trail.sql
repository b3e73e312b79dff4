CREATE TABLE "audit_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"store_id" integer,
	"chain" integer NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" integer,
	"actor_email" text,
	"actor_location_id" integer,
	"address" text,
	"operation" text NOT NULL,
	"entity" text NOT NULL,
	"row_id" text,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"seq" bigint,
	"prev_hash" text,
	"hash" text
);
--> statement-breakpoint
CREATE INDEX "audit_records_store_at_idx" ON "audit_records" USING btree ("store_id","at");--> statement-breakpoint
CREATE INDEX "audit_records_at_idx" ON "audit_records" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_records_chain_seq_key" ON "audit_records" USING btree ("chain","seq");--> statement-breakpoint
CREATE INDEX "audit_records_unsealed_idx" ON "audit_records" USING btree ("id") WHERE "audit_records"."hash" is null;--> statement-breakpoint
-- The audit trail's triggers (hand-written). An API call that changes data runs in one transaction
-- opened by registerOperations, which first sets audit.operation, audit.actor_* and audit.address
-- (set_config(…, true): they end with the transaction). A row trigger on every business table then
-- writes the change's record from OLD/NEW in the same transaction; writes without audit.operation
-- (the scheduler, the demo seed, migrations) are not API changes and write none.
CREATE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  operation text := nullif(current_setting('audit.operation', true), '');
  before_row jsonb;
  after_row jsonb;
  row_data jsonb;
  changes jsonb := '{}'::jsonb;
  field text;
  store integer;
BEGIN
  IF operation IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN before_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN after_row := to_jsonb(NEW); END IF;
  row_data := coalesce(after_row, before_row);
  FOR field IN SELECT jsonb_object_keys(row_data) LOOP
    IF TG_OP = 'UPDATE' AND before_row -> field IS NOT DISTINCT FROM after_row -> field THEN
      CONTINUE;
    END IF;
    -- Passwords, tokens, hashes and secrets show as changed, never with a value.
    IF field ~ '(password|token|hash|secret)' THEN
      changes := changes || jsonb_build_object(field, jsonb_build_object('secret', true));
    ELSE
      changes := changes || jsonb_build_object(field,
        jsonb_build_object('before', before_row -> field, 'after', after_row -> field));
    END IF;
  END LOOP;
  IF changes = '{}'::jsonb THEN
    RETURN NULL;
  END IF;
  store := CASE
    WHEN TG_TABLE_NAME = 'stores' THEN (row_data ->> 'id')::integer
    WHEN row_data ? 'store_id' THEN (row_data ->> 'store_id')::integer
    ELSE nullif(current_setting('audit.store_id', true), '')::integer
  END;
  INSERT INTO audit_records (store_id, chain, actor_kind, actor_user_id, actor_email, actor_location_id,
    address, operation, entity, row_id, action, changes)
  VALUES (store, coalesce(store, 0),
    coalesce(nullif(current_setting('audit.actor_kind', true), ''), 'anonymous'),
    nullif(current_setting('audit.actor_user_id', true), '')::integer,
    nullif(current_setting('audit.actor_email', true), ''),
    nullif(current_setting('audit.actor_location_id', true), '')::integer,
    nullif(current_setting('audit.address', true), ''),
    operation, TG_TABLE_NAME, coalesce(row_data ->> 'id', row_data ->> 'store_id'), lower(TG_OP), changes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  audited text;
BEGIN
  -- Every business table; the technical ones (sessions, sign-in devices, recovery links, rate-limit
  -- hits, uploads and their chunks, notification deliveries) change too often and mean nothing to a reader.
  FOREACH audited IN ARRAY ARRAY['products', 'orders', 'order_items', 'order_notes', 'shipping_costs',
    'payment_methods', 'store_payments', 'subscriptions', 'offers', 'admin_offers', 'store_news',
    'admin_news', 'notifications', 'admin_notifications', 'banners', 'levels', 'customers',
    'customer_devices', 'rewards', 'redemptions', 'coupons', 'points_movements', 'reviews', 'surveys',
    'currencies', 'countries', 'cities', 'store_types', 'store_type_translations', 'categories',
    'category_translations', 'plans', 'paypal_plans', 'platform_settings', 'stores', 'locations', 'users',
    'api_tokens'] LOOP
    EXECUTE format('CREATE TRIGGER audit_row_change AFTER INSERT OR UPDATE OR DELETE ON %I '
      'FOR EACH ROW EXECUTE FUNCTION audit_row_change()', audited);
  END LOOP;
END
$$;
--> statement-breakpoint
-- No API call may change or remove a record: inside a call (audit.operation set) any UPDATE or DELETE
-- of audit_records fails. Outside calls only the sealing job (the three chain columns of an unsealed
-- row) and the retention job (DELETE of old rows) touch them.
CREATE FUNCTION audit_records_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF nullif(current_setting('audit.operation', true), '') IS NOT NULL THEN
    RAISE EXCEPTION 'audit records cannot be changed or deleted by an API call';
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD.hash IS NOT NULL
      OR (to_jsonb(OLD) - ARRAY['seq', 'prev_hash', 'hash']) <> (to_jsonb(NEW) - ARRAY['seq', 'prev_hash', 'hash'])) THEN
    RAISE EXCEPTION 'audit records are never changed, only sealed';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_records_guard BEFORE UPDATE OR DELETE ON audit_records
  FOR EACH ROW EXECUTE FUNCTION audit_records_guard();
--> statement-breakpoint
-- A record's hash: SHA-256 of the previous record's hash and every column of its own (its time as epoch
-- seconds, so the session's time zone does not change the text).
CREATE FUNCTION audit_record_hash(r audit_records, seq bigint, prev_hash text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(coalesce(prev_hash, '') || jsonb_build_array(r.id,
    extract(epoch FROM r.at)::text, r.store_id, r.chain, r.actor_kind, r.actor_user_id, r.actor_email,
    r.actor_location_id, r.address, r.operation, r.entity, r.row_id, r.action, r.changes, seq)::text, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- Seals up to max_rows unsealed records, in id order, each onto the end of its chain. One sealer at a
-- time (an advisory lock), so chains never fork; rows committed late are simply sealed by a later run.
CREATE FUNCTION audit_seal(max_rows integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  r audit_records;
  last_seq bigint;
  last_hash text;
  sealed integer := 0;
BEGIN
  PERFORM pg_advisory_xact_lock(7420116);
  FOR r IN SELECT * FROM audit_records WHERE hash IS NULL ORDER BY id LIMIT max_rows LOOP
    SELECT a.seq, a.hash INTO last_seq, last_hash FROM audit_records a
      WHERE a.chain = r.chain AND a.seq IS NOT NULL ORDER BY a.seq DESC LIMIT 1;
    last_seq := coalesce(last_seq, 0) + 1;
    UPDATE audit_records SET seq = last_seq, prev_hash = last_hash,
      hash = audit_record_hash(r, last_seq, last_hash)
      WHERE id = r.id;
    sealed := sealed + 1;
  END LOOP;
  RETURN sealed;
END
$$;
