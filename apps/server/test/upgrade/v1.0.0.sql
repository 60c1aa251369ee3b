--
-- PostgreSQL database dump
--

\restrict zgAi0R5zoeHysxcVI57CQxFPchqLdyAdLcnE9C2gHDPkp3WG0Q2qK5rj3z3goai

-- Dumped from database version 15.20 (Debian 15.20-0+deb12u1)
-- Dumped by pg_dump version 15.20 (Debian 15.20-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: drizzle; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA drizzle;


--
-- Name: pg_trgm; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;


--
-- Name: EXTENSION pg_trgm; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON EXTENSION pg_trgm IS 'text similarity measurement and index searching based on trigrams';


--
-- Name: earning_sessions_queue_credited(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.earning_sessions_queue_credited() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  DELETE FROM earning_session_dues WHERE session_id IN (SELECT id FROM written WHERE status = 'credited');
  RETURN NULL;
END;
$$;


--
-- Name: earning_sessions_queue_written(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.earning_sessions_queue_written() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  INSERT INTO earning_session_dues (session_id, due_at)
  SELECT id, due_at FROM written WHERE status <> 'credited';
  RETURN NULL;
END;
$$;


--
-- Name: ledger_account_totals_account_exists(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.ledger_account_totals_account_exists() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM (SELECT DISTINCT account_id FROM written) named
    WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = named.account_id)
  ) THEN
    RAISE EXCEPTION 'account totals name a ledger account that does not exist' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END;
$$;


--
-- Name: ledger_account_totals_fixed_identity(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.ledger_account_totals_fixed_identity() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  RAISE EXCEPTION 'only the sums of account totals may change' USING ERRCODE = 'integrity_constraint_violation';
END;
$$;


--
-- Name: ledger_accounts_fixed_identity(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.ledger_accounts_fixed_identity() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger accounts are never deleted' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF (NEW.id, NEW.key, NEW.kind, NEW.user_id, NEW.normal_balance, NEW.guarded, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.key, OLD.kind, OLD.user_id, OLD.normal_balance, OLD.guarded, OLD.created_at) THEN
    RAISE EXCEPTION 'only the counters of a ledger account may change' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END;
$$;


--
-- Name: ledger_transfers_references_exist(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.ledger_transfers_references_exist() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM (SELECT debit_account_id AS id FROM written UNION SELECT credit_account_id FROM written) named
    WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = named.id)
  ) THEN
    RAISE EXCEPTION 'a transfer names a ledger account that does not exist' USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF EXISTS (
    SELECT 1 FROM (SELECT pending_id AS id FROM written UNION SELECT corrects_id FROM written) named
    WHERE named.id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.id = named.id)
  ) THEN
    RAISE EXCEPTION 'a transfer names a transfer that does not exist' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END;
$$;


--
-- Name: nova_refuse_change(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.nova_refuse_change() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'integrity_constraint_violation';
END;
$$;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: __drizzle_migrations; Type: TABLE; Schema: drizzle; Owner: -
--

CREATE TABLE drizzle.__drizzle_migrations (
    id integer NOT NULL,
    hash text NOT NULL,
    created_at bigint
);


--
-- Name: __drizzle_migrations_id_seq; Type: SEQUENCE; Schema: drizzle; Owner: -
--

CREATE SEQUENCE drizzle.__drizzle_migrations_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: __drizzle_migrations_id_seq; Type: SEQUENCE OWNED BY; Schema: drizzle; Owner: -
--

ALTER SEQUENCE drizzle.__drizzle_migrations_id_seq OWNED BY drizzle.__drizzle_migrations.id;


--
-- Name: announcements; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.announcements (
    id uuid NOT NULL,
    kind text NOT NULL,
    title text NOT NULL,
    body text NOT NULL,
    automatic boolean DEFAULT false NOT NULL,
    audit_id bigint,
    created_by uuid,
    published_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT announcements_kind CHECK ((kind = ANY (ARRAY['NEWS'::text, 'MANAGEMENT_LOG'::text])))
);


--
-- Name: audit_log; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.audit_log (
    id bigint NOT NULL,
    actor_id uuid,
    action text NOT NULL,
    target_type text NOT NULL,
    target_id text,
    before jsonb,
    after jsonb,
    note text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: audit_log_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.audit_log_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: audit_log_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.audit_log_id_seq OWNED BY public.audit_log.id;


--
-- Name: chain_cursors; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.chain_cursors (
    network text NOT NULL,
    next_block bigint NOT NULL,
    last_scanned_block bigint,
    last_scanned_hash text,
    head_block bigint,
    finalized_block bigint,
    last_run_at timestamp with time zone,
    last_error text,
    failures integer DEFAULT 0 NOT NULL,
    retry_at timestamp with time zone,
    reorgs integer DEFAULT 0 NOT NULL,
    lease_owner text,
    lease_until timestamp with time zone
);


--
-- Name: deposit_address_index; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.deposit_address_index
    START WITH 0
    INCREMENT BY 1
    MINVALUE 0
    NO MAXVALUE
    CACHE 1;


--
-- Name: deposit_addresses; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.deposit_addresses (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    derivation_index integer NOT NULL,
    address text NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: deposit_sender_challenges; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.deposit_sender_challenges (
    nonce text NOT NULL,
    user_id uuid NOT NULL,
    address text NOT NULL,
    message text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone
);


--
-- Name: deposit_sender_proofs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.deposit_sender_proofs (
    address text NOT NULL,
    user_id uuid NOT NULL,
    signature text NOT NULL,
    message text NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: deposits; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.deposits (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    source text NOT NULL,
    status text NOT NULL,
    currency text NOT NULL,
    network text,
    amount_micros bigint NOT NULL,
    requested_amount_micros bigint,
    transaction_hash text,
    log_index integer,
    sender_address text,
    recipient_address text,
    token_address text,
    block_number bigint,
    block_hash text,
    confirmations integer DEFAULT 0 NOT NULL,
    confirmations_required integer,
    review_required boolean DEFAULT false NOT NULL,
    admin_notes text,
    idempotency_key text,
    ledger_transfer_id uuid,
    next_check_at timestamp with time zone,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    confirmed_at timestamp with time zone,
    CONSTRAINT deposits_amount_positive CHECK ((amount_micros > 0)),
    CONSTRAINT deposits_confirmed_has_transfer CHECK (((status <> 'CONFIRMED'::text) OR (ledger_transfer_id IS NOT NULL))),
    CONSTRAINT deposits_source CHECK ((source = ANY (ARRAY['HASH_CLAIM'::text, 'PERSONAL_ADDRESS'::text, 'HOSTED'::text]))),
    CONSTRAINT deposits_status CHECK ((status = ANY (ARRAY['PENDING'::text, 'CONFIRMED'::text, 'FAILED'::text, 'EXPIRED'::text])))
);


--
-- Name: earning_session_dues; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.earning_session_dues (
    session_id uuid NOT NULL,
    due_at timestamp with time zone NOT NULL
);


--
-- Name: earning_sessions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.earning_sessions (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    vip_level_id uuid NOT NULL,
    vip_level_name text NOT NULL,
    day date NOT NULL,
    reward bigint NOT NULL,
    credit_at text NOT NULL,
    started_at timestamp with time zone NOT NULL,
    ends_at timestamp with time zone NOT NULL,
    due_at timestamp with time zone NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    credited_at timestamp with time zone,
    transfer_id uuid,
    unfunded_at timestamp with time zone,
    request_key text,
    CONSTRAINT earning_sessions_credit_at CHECK ((credit_at = ANY (ARRAY['start'::text, 'end'::text]))),
    CONSTRAINT earning_sessions_credited_consistent CHECK (((status = 'credited'::text) = ((credited_at IS NOT NULL) AND (transfer_id IS NOT NULL)))),
    CONSTRAINT earning_sessions_reward_positive CHECK ((reward > 0)),
    CONSTRAINT earning_sessions_status CHECK ((status = ANY (ARRAY['pending'::text, 'unfunded'::text, 'credited'::text]))),
    CONSTRAINT earning_sessions_window CHECK ((ends_at > started_at))
)
WITH (fillfactor='50');


--
-- Name: email_change_undos; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.email_change_undos (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    token_hash text NOT NULL,
    old_email text NOT NULL,
    new_email text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone
);


--
-- Name: email_codes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.email_codes (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    email text NOT NULL,
    code_hash text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    consumed_at timestamp with time zone,
    purpose text DEFAULT 'VERIFY_EMAIL'::text NOT NULL,
    CONSTRAINT email_codes_purpose CHECK ((purpose = ANY (ARRAY['VERIFY_EMAIL'::text, 'RESET_PASSWORD'::text])))
);


--
-- Name: email_outbox; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.email_outbox (
    id uuid NOT NULL,
    recipient text NOT NULL,
    subject text NOT NULL,
    body text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    next_attempt_at timestamp with time zone NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    locked_until timestamp with time zone,
    sent_at timestamp with time zone,
    failed_at timestamp with time zone,
    last_error text,
    html text
);


--
-- Name: hosted_invoices; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.hosted_invoices (
    invoice_id text NOT NULL,
    provider text NOT NULL,
    deposit_id uuid NOT NULL,
    provider_status text NOT NULL,
    amount_micros bigint NOT NULL,
    currency text NOT NULL,
    checkout_url text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);


--
-- Name: ledger_account_totals; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ledger_account_totals (
    account_id uuid NOT NULL,
    type text NOT NULL,
    credits bigint NOT NULL,
    debits bigint NOT NULL,
    credit_count integer NOT NULL,
    debit_count integer NOT NULL
);


--
-- Name: ledger_accounts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ledger_accounts (
    id uuid NOT NULL,
    key text NOT NULL,
    kind text NOT NULL,
    user_id uuid,
    normal_balance text NOT NULL,
    guarded boolean NOT NULL,
    debits_pending bigint DEFAULT 0 NOT NULL,
    debits_posted bigint DEFAULT 0 NOT NULL,
    credits_pending bigint DEFAULT 0 NOT NULL,
    credits_posted bigint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT ledger_accounts_counters_non_negative CHECK (((debits_pending >= 0) AND (debits_posted >= 0) AND (credits_pending >= 0) AND (credits_posted >= 0))),
    CONSTRAINT ledger_accounts_guarded_never_negative CHECK (((NOT guarded) OR ((debits_pending + debits_posted) <= credits_posted))),
    CONSTRAINT ledger_accounts_member_guarded CHECK (((user_id IS NULL) OR (guarded AND (normal_balance = 'credit'::text)))),
    CONSTRAINT ledger_accounts_normal_balance CHECK ((normal_balance = ANY (ARRAY['credit'::text, 'debit'::text])))
);


--
-- Name: ledger_transfers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ledger_transfers (
    id uuid NOT NULL,
    key text NOT NULL,
    debit_account_id uuid NOT NULL,
    credit_account_id uuid NOT NULL,
    amount bigint NOT NULL,
    phase text NOT NULL,
    pending_id uuid,
    type text NOT NULL,
    user_id uuid,
    description text NOT NULL,
    metadata jsonb DEFAULT '{}'::jsonb NOT NULL,
    corrects_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT ledger_transfers_amount_positive CHECK ((amount > 0)),
    CONSTRAINT ledger_transfers_distinct_accounts CHECK ((debit_account_id <> credit_account_id)),
    CONSTRAINT ledger_transfers_pending_ref CHECK (((phase = ANY (ARRAY['post_pending'::text, 'void_pending'::text])) = (pending_id IS NOT NULL))),
    CONSTRAINT ledger_transfers_phase CHECK ((phase = ANY (ARRAY['single'::text, 'pending'::text, 'post_pending'::text, 'void_pending'::text])))
);


--
-- Name: login_challenges; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.login_challenges (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    token_hash text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    consumed_at timestamp with time zone
);


--
-- Name: memberships; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.memberships (
    user_id uuid NOT NULL,
    vip_level_id uuid NOT NULL,
    total_paid bigint NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT memberships_total_paid_positive CHECK ((total_paid > 0))
);


--
-- Name: observed_transfers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.observed_transfers (
    network text NOT NULL,
    transaction_hash text NOT NULL,
    log_index integer NOT NULL,
    token text NOT NULL,
    from_address text NOT NULL,
    to_address text NOT NULL,
    amount_micros bigint NOT NULL,
    block_number bigint NOT NULL,
    block_hash text NOT NULL,
    recipient_kind text NOT NULL,
    observed_at timestamp with time zone NOT NULL
);


--
-- Name: proof_blocks; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.proof_blocks (
    snapshot_id uuid NOT NULL,
    network text NOT NULL,
    block_number bigint NOT NULL,
    block_hash text NOT NULL
);


--
-- Name: proof_cold_wallets; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.proof_cold_wallets (
    network text NOT NULL,
    address text NOT NULL,
    message text NOT NULL,
    signature text NOT NULL,
    declared_at timestamp with time zone NOT NULL
);


--
-- Name: proof_leaves; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.proof_leaves (
    snapshot_id uuid NOT NULL,
    user_id uuid NOT NULL,
    leaf_index integer NOT NULL,
    nonce text NOT NULL,
    balance bigint NOT NULL
);


--
-- Name: proof_nodes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.proof_nodes (
    snapshot_id uuid NOT NULL,
    level integer NOT NULL,
    "position" integer NOT NULL,
    hash text NOT NULL,
    sum bigint NOT NULL
);


--
-- Name: proof_reserves; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.proof_reserves (
    snapshot_id uuid NOT NULL,
    network text NOT NULL,
    token text NOT NULL,
    address text NOT NULL,
    kind text NOT NULL,
    balance bigint NOT NULL
);


--
-- Name: proof_snapshots; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.proof_snapshots (
    id uuid NOT NULL,
    taken_at timestamp with time zone NOT NULL,
    scheduled_day date,
    root_hash text NOT NULL,
    root_sum bigint NOT NULL,
    members integer NOT NULL
);


--
-- Name: rate_limit_counters; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rate_limit_counters (
    key text NOT NULL,
    points integer NOT NULL,
    expire timestamp with time zone
);


--
-- Name: sessions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sessions (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    token_hash text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    revoked_at timestamp with time zone
);


--
-- Name: settings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.settings (
    id integer NOT NULL,
    value jsonb NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT settings_single_row CHECK ((id = 1))
);


--
-- Name: site_content; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.site_content (
    id integer NOT NULL,
    value jsonb NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT site_content_single_row CHECK ((id = 1))
);


--
-- Name: test_transfer_days; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.test_transfer_days (
    user_id uuid NOT NULL,
    day date NOT NULL,
    amount_micros bigint NOT NULL,
    CONSTRAINT test_transfer_days_amount_nonnegative CHECK ((amount_micros >= 0))
);


--
-- Name: transparency_snapshots; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.transparency_snapshots (
    day date NOT NULL,
    read_at timestamp with time zone NOT NULL,
    total_assets bigint NOT NULL,
    member_balances bigint NOT NULL,
    rewards_pool bigint NOT NULL,
    daily_obligation bigint NOT NULL
);


--
-- Name: two_factor_recovery_codes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.two_factor_recovery_codes (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    code_hash text NOT NULL,
    used_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    lookup text
);


--
-- Name: two_factor_secrets; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.two_factor_secrets (
    user_id uuid NOT NULL,
    secret text NOT NULL,
    enabled_at timestamp with time zone,
    last_used_step bigint,
    failed_attempts integer DEFAULT 0 NOT NULL,
    locked_until timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.users (
    id uuid NOT NULL,
    full_name text,
    email text,
    phone text,
    password_hash text NOT NULL,
    referral_code text NOT NULL,
    referrer_id uuid,
    is_admin boolean DEFAULT false NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    email_verified_at timestamp with time zone,
    last_login_at timestamp with time zone,
    withdrawals_locked_until timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    show_on_leaderboard boolean DEFAULT false NOT NULL
);


--
-- Name: vip_levels; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.vip_levels (
    id uuid NOT NULL,
    name text NOT NULL,
    amount bigint NOT NULL,
    daily_earning bigint NOT NULL,
    bicycle_model text,
    bicycle_color text,
    bicycle_features jsonb DEFAULT '[]'::jsonb NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT vip_levels_amount_positive CHECK ((amount > 0)),
    CONSTRAINT vip_levels_daily_earning_positive CHECK ((daily_earning > 0))
);


--
-- Name: withdrawal_fee_tiers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.withdrawal_fee_tiers (
    id uuid NOT NULL,
    min_amount bigint NOT NULL,
    max_amount bigint,
    percent_ppm bigint NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT withdrawal_fee_tiers_max_above_min CHECK (((max_amount IS NULL) OR (max_amount > min_amount))),
    CONSTRAINT withdrawal_fee_tiers_min_non_negative CHECK ((min_amount >= 0)),
    CONSTRAINT withdrawal_fee_tiers_percent_range CHECK (((percent_ppm >= 0) AND (percent_ppm <= 1000000)))
);


--
-- Name: withdrawals; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.withdrawals (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    source text NOT NULL,
    network text NOT NULL,
    currency text NOT NULL,
    amount bigint NOT NULL,
    fee bigint NOT NULL,
    fee_percent_ppm bigint NOT NULL,
    wallet_address text NOT NULL,
    status text NOT NULL,
    hold_generation integer DEFAULT 0 NOT NULL,
    version integer DEFAULT 0 NOT NULL,
    transaction_hash text,
    payout_check jsonb,
    admin_notes text,
    idempotency_key text,
    last_action_key text,
    processed_by uuid,
    processed_at timestamp with time zone,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    CONSTRAINT withdrawals_amounts CHECK (((amount > 0) AND (fee >= 0) AND (fee < amount))),
    CONSTRAINT withdrawals_completed_has_hash CHECK (((status <> 'COMPLETED'::text) OR (transaction_hash IS NOT NULL))),
    CONSTRAINT withdrawals_currency CHECK ((currency = ANY (ARRAY['USDT'::text, 'USDC'::text]))),
    CONSTRAINT withdrawals_network CHECK ((network = ANY (ARRAY['BEP20'::text, 'POLYGON'::text]))),
    CONSTRAINT withdrawals_source CHECK ((source = ANY (ARRAY['EARNINGS'::text, 'DEPOSIT'::text]))),
    CONSTRAINT withdrawals_status CHECK ((status = ANY (ARRAY['PENDING'::text, 'APPROVED'::text, 'COMPLETED'::text, 'REJECTED'::text, 'FAILED'::text])))
);


--
-- Name: __drizzle_migrations id; Type: DEFAULT; Schema: drizzle; Owner: -
--

ALTER TABLE ONLY drizzle.__drizzle_migrations ALTER COLUMN id SET DEFAULT nextval('drizzle.__drizzle_migrations_id_seq'::regclass);


--
-- Name: audit_log id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.audit_log ALTER COLUMN id SET DEFAULT nextval('public.audit_log_id_seq'::regclass);


--
-- Data for Name: __drizzle_migrations; Type: TABLE DATA; Schema: drizzle; Owner: -
--

INSERT INTO drizzle.__drizzle_migrations VALUES (1, '4f594b4563ad2a0e764321d8176f1b2aa9a7aabad151d40038a1e974ac29adf0', 1795305188283);
INSERT INTO drizzle.__drizzle_migrations VALUES (2, '3af0a00918c9f0e4924a973dc506e108768bf93e22a64db4d89ae11fdf5323e3', 1795305191867);
INSERT INTO drizzle.__drizzle_migrations VALUES (3, '82202f9a5461fc658832f34dccb7b154adde0b51f0daa00315ba5a161fd45041', 1795305740244);
INSERT INTO drizzle.__drizzle_migrations VALUES (4, '0477e1563f7de62929224e2c703e80aa5611f518c33c5c0f41dd3f92a1ce87b8', 1795305742328);
INSERT INTO drizzle.__drizzle_migrations VALUES (5, '806257afafcaf108b9214997af8778a5f24c03038ee533d6eca6b06a0ef98abc', 1795307823951);
INSERT INTO drizzle.__drizzle_migrations VALUES (6, '8a7f26ae85010d952deb5336be68a877375d4a305b9afc58ff930ac8167d3a35', 1795311090524);
INSERT INTO drizzle.__drizzle_migrations VALUES (7, '0a9fc93d833530187c3c17508279bdbf4199fe80ade9b36356909c0bf72c106a', 1795311626092);
INSERT INTO drizzle.__drizzle_migrations VALUES (8, '5cfdc321b3cd52a32c769a65962882e07c237a2df2378921323a3ffb8f3aa661', 1795564208536);
INSERT INTO drizzle.__drizzle_migrations VALUES (9, '8abfff7471480ce2476a1610a9b4307fc870020223d85811bc67710933b76734', 1795567465256);
INSERT INTO drizzle.__drizzle_migrations VALUES (10, 'b8d95c8acc7372bb5106c4d53497202b381443da162abfdc1b4fa4912d51fce3', 1795567943751);
INSERT INTO drizzle.__drizzle_migrations VALUES (11, 'aa64eddd652e11e748b8f8a6baa7ead4100a22c77946624154305118049b0c55', 1795571337512);
INSERT INTO drizzle.__drizzle_migrations VALUES (12, '303dfb115d8cbfc2314b86e140a4a34a7fb03bf2d57d2dd37b2fd54f7546b492', 1795574629656);
INSERT INTO drizzle.__drizzle_migrations VALUES (13, '0a531437f3c37ded8f9b70b57c9a670f34e38d3b4444a6e5238d8c5867b53be4', 1795578493776);
INSERT INTO drizzle.__drizzle_migrations VALUES (14, '2465cd34141548b7dedf602d8b0b5cc856a503ba53782244b94db6df50e1cca0', 1795580847933);
INSERT INTO drizzle.__drizzle_migrations VALUES (15, 'ae40414425648834272c0ff1b36fb41b70565e82e749ec4e50300d8e43d65324', 1795589135641);
INSERT INTO drizzle.__drizzle_migrations VALUES (16, 'ddd28a5d16fa86c622aa6a493848ef745f61159d2bd1a8e358f0cef81ac4ba6d', 1795623464688);
INSERT INTO drizzle.__drizzle_migrations VALUES (17, 'd0614ea38d916e4c86295a5dbce9495db76ad6a861ef0c90983f3b02e92d3ccb', 1795626880911);
INSERT INTO drizzle.__drizzle_migrations VALUES (18, 'ccd09db0b25687496b0262fa72c9f75ed85f3a1a2be438d7e5c8a7c0ca60db89', 1795628012153);
INSERT INTO drizzle.__drizzle_migrations VALUES (19, '5e93164448b31a47c0e04baa7b4044a0933d27722b460c8204976058450bf527', 1795769091351);
INSERT INTO drizzle.__drizzle_migrations VALUES (20, 'dcf3bcb52ba87a821f51109c50abc0ae4a8d71dfb55e48c3f897da7c61f160b5', 1795779151824);
INSERT INTO drizzle.__drizzle_migrations VALUES (21, '5e2f52cbfa36f42c026a428f135f8326ee2d869b09c69b98ace60c3a0d7f617a', 1795896869335);
INSERT INTO drizzle.__drizzle_migrations VALUES (22, '37d97cc1fbd1f666814e84ba904907a033e2c54137bbe5f2f27bfde43aa1f7f8', 1795897411473);
INSERT INTO drizzle.__drizzle_migrations VALUES (23, 'b66e03f0d82577e9de2f961d9c32c014f8b100774fc6c0e14280d86d6a63a598', 1795900390888);
INSERT INTO drizzle.__drizzle_migrations VALUES (24, '121e5f4b74fa9cb978256a71dba1bac19120879c6739b3cf87bb3f633e7e8647', 1795901138324);
INSERT INTO drizzle.__drizzle_migrations VALUES (25, 'bc45b04513b1fcb0038ab57f3fa167149a0623670f1ee9b074444a4ec9d9dbde', 1795901841949);
INSERT INTO drizzle.__drizzle_migrations VALUES (26, 'aaa58e62acb279646e40e6fac095c20c0857873bed25a21d134e8b16620b86c0', 1795902793535);
INSERT INTO drizzle.__drizzle_migrations VALUES (27, '418606b57ecdc2b3f195eca8088b82e6f7ff153686180171763e69bb05b0e854', 1795902801573);


--
-- Data for Name: announcements; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.announcements VALUES ('01a22643-9883-70da-a324-1987223d5c80', 'MANAGEMENT_LOG', 'VIP level added', 'A new VIP level, Silver, was added: price $50.00, daily earning $1.50.', true, 1, NULL, '2026-01-05 09:00:00+00', '2026-01-05 09:00:00+00', '2026-01-05 09:00:00+00');


--
-- Data for Name: audit_log; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.audit_log VALUES (1, '01a22643-9859-700e-a8b2-176278431042', 'vip_level.create', 'vip_level', '01a22643-9863-715d-b20f-abf8bd0e6f46', NULL, '{"id": "01a22643-9863-715d-b20f-abf8bd0e6f46", "name": "Silver", "level": 1, "amount": "50.00", "isActive": true, "createdAt": "2026-01-05T09:00:00.000Z", "updatedAt": "2026-01-05T09:00:00.000Z", "bicycleColor": null, "bicycleModel": null, "dailyEarning": "1.50", "holdersCount": 0, "monthlyEarning": "45.00", "bicycleFeatures": [], "dailyReturnPercent": "3.00"}', NULL, '2026-01-05 09:00:00+00');
INSERT INTO public.audit_log VALUES (2, '01a22643-96f5-7031-afc2-2f37756175ce', 'withdrawal.approve', 'withdrawal', '01a22643-a0f4-7769-8f15-2cf0b7a713f9', '{"fee": "0.00", "amount": "20.00", "status": "PENDING", "network": "BEP20", "currency": "USDT", "adminNotes": null, "walletAddress": "0x8ba1f109551bD432803012645Ac136ddd64DBA72", "transactionHash": null}', '{"fee": "0.00", "amount": "20.00", "status": "COMPLETED", "network": "BEP20", "currency": "USDT", "adminNotes": null, "payoutCheck": {"amount": null, "matches": false, "network": "BEP20", "currency": null, "problems": ["Transaction not found on BEP20"], "recipient": null, "acknowledged": true}, "walletAddress": "0x8ba1f109551bD432803012645Ac136ddd64DBA72", "transactionHash": "0xabababababababababababababababababababababababababababababababab"}', 'Payout mismatch confirmed by the administrator: Transaction not found on BEP20', '2026-01-06 09:03:00+00');


--
-- Data for Name: chain_cursors; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.chain_cursors VALUES ('BEP20', 23, 22, '0x095c13470066f4048714d8bbc99e015505d275ecce49f25b5ac719401767f556', 25, 22, '2026-01-05 09:03:00+00', NULL, 0, NULL, 0, NULL, NULL);


--
-- Data for Name: deposit_addresses; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.deposit_addresses VALUES ('01a22643-9c83-719f-ae9c-02a04ec52a05', '01a22643-9941-7318-be2c-b3a6fed223fa', 0, '0xa31ddc96cf24b5d2a9226fe27a7ce6b7cefb23e0', '2026-01-05 09:00:00+00');
INSERT INTO public.deposit_addresses VALUES ('01a22643-9ea0-71e9-8cef-7fe2b7a03387', '01a22643-9a55-7186-838b-80599b6e56ec', 1, '0x113423187595a115b373f57666ad477b58fc36c4', '2026-01-05 09:01:00+00');
INSERT INTO public.deposit_addresses VALUES ('01a22643-9f84-7074-a7f1-294ed9d44ca8', '01a22643-9b74-7163-bfd1-05aca4687ad2', 2, '0x281dbb12ed2d81970e70c855abe264be15492b66', '2026-01-05 09:02:00+00');


--
-- Data for Name: deposit_sender_challenges; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: deposit_sender_proofs; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: deposits; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.deposits VALUES ('01a22643-9dff-74fe-970b-ed7c63eca925', '01a22643-9941-7318-be2c-b3a6fed223fa', 'PERSONAL_ADDRESS', 'CONFIRMED', 'USDT', 'BEP20', 120000000, NULL, '0x61006a81f342d5bd0ec143299d2411e24c022ac79bdea2d20b8f19a5235a7ce1', 0, '0xf9bc84a88fb4eae56d6a710547ecf6e34baf2c99', '0xa31ddc96cf24b5d2a9226fe27a7ce6b7cefb23e0', '0xbbdefe1c32bb6d05f9fc47b951e48448d7fbae50', 8, '0xd2cb57349408f541c83498d7cd62c2c72f4cb8578ff60889448390efa9769d68', 6, 4, false, NULL, NULL, '01a22643-9e28-763b-ad04-7c9e56af38dd', NULL, '2026-01-05 09:01:00+00', '2026-01-05 09:01:00+00', '2026-01-05 09:01:00+00');
INSERT INTO public.deposits VALUES ('01a22643-9f2c-7604-9384-468226e519dd', '01a22643-9a55-7186-838b-80599b6e56ec', 'PERSONAL_ADDRESS', 'CONFIRMED', 'USDT', 'BEP20', 75500000, NULL, '0x7e10b2cf7d9f2bfcbdc4ae92bd202a6003e5ec22dbec5942076dd5b86fc2a2fe', 0, '0xf9bc84a88fb4eae56d6a710547ecf6e34baf2c99', '0x113423187595a115b373f57666ad477b58fc36c4', '0xbbdefe1c32bb6d05f9fc47b951e48448d7fbae50', 14, '0x900ffe01458109fd760d57b24c02ae6e636280ae019b03a0d367ed6c2cb86f90', 6, 4, false, NULL, NULL, '01a22643-9f4f-773c-8c32-81b4542a4dca', NULL, '2026-01-05 09:02:00+00', '2026-01-05 09:02:00+00', '2026-01-05 09:02:00+00');
INSERT INTO public.deposits VALUES ('01a22643-9ff4-70bd-896e-c1739433434a', '01a22643-9b74-7163-bfd1-05aca4687ad2', 'PERSONAL_ADDRESS', 'CONFIRMED', 'USDT', 'BEP20', 20000000, NULL, '0x4763e91355efdc8683af9f653f035a038aa6684f61385ad8d20989698e101e20', 0, '0xf9bc84a88fb4eae56d6a710547ecf6e34baf2c99', '0x281dbb12ed2d81970e70c855abe264be15492b66', '0xbbdefe1c32bb6d05f9fc47b951e48448d7fbae50', 20, '0x7fcc73f0e45ec36919c480cf23acac7215fd1fd28c5723039a883391b5f88b7d', 6, 4, false, NULL, NULL, '01a22643-a007-73e9-891f-640162570c9e', NULL, '2026-01-05 09:03:00+00', '2026-01-05 09:03:00+00', '2026-01-05 09:03:00+00');


--
-- Data for Name: earning_session_dues; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: earning_sessions; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: email_change_undos; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: email_codes; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: email_outbox; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.email_outbox VALUES ('01a22643-9e5e-71f8-923d-2114b10ffd7c', 'ada@example.com', 'Nova: Your deposit was credited', 'Your deposit of 120.00 USDT on BEP20 has been credited to your balance.

Open your dashboard: http://127.0.0.1:3000/dashboard

— Nova
http://127.0.0.1:3000', '2026-01-05 09:01:00+00', '2026-01-05 09:01:00+00', 0, NULL, NULL, NULL, NULL, '<!doctype html><html><body style="margin:0;padding:24px;background:#f6f7f9"><div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:12px;font:15px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937"><p style="margin:0 0 20px;font-size:18px;font-weight:700">Nova</p><p style="margin:0 0 16px">Your deposit of 120.00 USDT on BEP20 has been credited to your balance.</p><p style="margin:0 0 24px"><a href="http://127.0.0.1:3000/dashboard" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600">Open your dashboard</a></p><p style="margin:24px 0 0;color:#6b7280;font-size:13px">— Nova<br><a href="http://127.0.0.1:3000" style="color:#6b7280">http://127.0.0.1:3000</a></p></div></body></html>');
INSERT INTO public.email_outbox VALUES ('01a22643-9f5b-765d-9721-4f61482e479b', 'grace@example.com', 'Nova: Your deposit was credited', 'Your deposit of 75.50 USDT on BEP20 has been credited to your balance.

Open your dashboard: http://127.0.0.1:3000/dashboard

— Nova
http://127.0.0.1:3000', '2026-01-05 09:02:00+00', '2026-01-05 09:02:00+00', 0, NULL, NULL, NULL, NULL, '<!doctype html><html><body style="margin:0;padding:24px;background:#f6f7f9"><div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:12px;font:15px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937"><p style="margin:0 0 20px;font-size:18px;font-weight:700">Nova</p><p style="margin:0 0 16px">Your deposit of 75.50 USDT on BEP20 has been credited to your balance.</p><p style="margin:0 0 24px"><a href="http://127.0.0.1:3000/dashboard" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600">Open your dashboard</a></p><p style="margin:24px 0 0;color:#6b7280;font-size:13px">— Nova<br><a href="http://127.0.0.1:3000" style="color:#6b7280">http://127.0.0.1:3000</a></p></div></body></html>');
INSERT INTO public.email_outbox VALUES ('01a22643-a01f-748f-8c16-183301a0d097', 'linus@example.com', 'Nova: Your deposit was credited', 'Your deposit of 20.00 USDT on BEP20 has been credited to your balance.

Open your dashboard: http://127.0.0.1:3000/dashboard

— Nova
http://127.0.0.1:3000', '2026-01-05 09:03:00+00', '2026-01-05 09:03:00+00', 0, NULL, NULL, NULL, NULL, '<!doctype html><html><body style="margin:0;padding:24px;background:#f6f7f9"><div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:12px;font:15px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937"><p style="margin:0 0 20px;font-size:18px;font-weight:700">Nova</p><p style="margin:0 0 16px">Your deposit of 20.00 USDT on BEP20 has been credited to your balance.</p><p style="margin:0 0 24px"><a href="http://127.0.0.1:3000/dashboard" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600">Open your dashboard</a></p><p style="margin:24px 0 0;color:#6b7280;font-size:13px">— Nova<br><a href="http://127.0.0.1:3000" style="color:#6b7280">http://127.0.0.1:3000</a></p></div></body></html>');
INSERT INTO public.email_outbox VALUES ('01a22643-a1ef-758d-9c98-b8075d141f30', 'ada@example.com', 'Nova: Your withdrawal was sent', 'Your withdrawal of 20.00 USDT on BEP20 is complete: 20.00 was sent after the fee.

Transaction: 0xabababababababababababababababababababababababababababababababab

See your withdrawals: http://127.0.0.1:3000/withdraw

— Nova
http://127.0.0.1:3000', '2026-01-06 09:03:00+00', '2026-01-06 09:03:00+00', 0, NULL, NULL, NULL, NULL, '<!doctype html><html><body style="margin:0;padding:24px;background:#f6f7f9"><div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:12px;font:15px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937"><p style="margin:0 0 20px;font-size:18px;font-weight:700">Nova</p><p style="margin:0 0 16px">Your withdrawal of 20.00 USDT on BEP20 is complete: 20.00 was sent after the fee.</p><p style="margin:0 0 16px">Transaction: 0xabababababababababababababababababababababababababababababababab</p><p style="margin:0 0 24px"><a href="http://127.0.0.1:3000/withdraw" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600">See your withdrawals</a></p><p style="margin:24px 0 0;color:#6b7280;font-size:13px">— Nova<br><a href="http://127.0.0.1:3000" style="color:#6b7280">http://127.0.0.1:3000</a></p></div></body></html>');


--
-- Data for Name: hosted_invoices; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: ledger_account_totals; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.ledger_account_totals VALUES ('01a22643-9943-70dd-adf7-51f81dbaf33d', 'DEPOSIT', 120000000, 0, 1, 0);
INSERT INTO public.ledger_account_totals VALUES ('01a22643-9a58-7319-a46e-752637e5c078', 'DEPOSIT', 75500000, 0, 1, 0);
INSERT INTO public.ledger_account_totals VALUES ('01a22643-9b77-755c-8e28-f863d533c289', 'DEPOSIT', 20000000, 0, 1, 0);
INSERT INTO public.ledger_account_totals VALUES ('01a22643-9943-70dd-adf7-51f81dbaf33d', 'VIP_PAYMENT', 0, 50000000, 0, 1);
INSERT INTO public.ledger_account_totals VALUES ('01a22643-9a58-7319-a46e-752637e5c078', 'VIP_PAYMENT', 0, 50000000, 0, 1);
INSERT INTO public.ledger_account_totals VALUES ('01a22643-9943-70dd-adf7-555e763de417', 'VIP_EARNINGS', 30000000, 0, 1, 0);
INSERT INTO public.ledger_account_totals VALUES ('01a22643-9a58-7319-a46e-79c8a981db2e', 'VIP_EARNINGS', 12250000, 0, 1, 0);
INSERT INTO public.ledger_account_totals VALUES ('01a22643-9943-70dd-adf7-555e763de417', 'WITHDRAWAL', 0, 20000000, 0, 1);


--
-- Data for Name: ledger_accounts; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.ledger_accounts VALUES ('01a22643-9600-7074-a15c-3d6ae096d2a6', 'system:custody:POLYGON', 'custody', NULL, 'debit', false, 0, 0, 0, 0, '2026-11-29 07:44:53.278471+00');
INSERT INTO public.ledger_accounts VALUES ('01a22643-9600-7074-a15c-41b71d2f9b93', 'system:btc_custody', 'btc_custody', NULL, 'debit', false, 0, 0, 0, 0, '2026-11-29 07:44:53.278471+00');
INSERT INTO public.ledger_accounts VALUES ('01a22643-9600-7074-a15c-4d0bd23e389f', 'system:withdrawal_fees', 'withdrawal_fees', NULL, 'credit', false, 0, 0, 0, 0, '2026-11-29 07:44:53.278471+00');
INSERT INTO public.ledger_accounts VALUES ('01a22643-96fc-7079-892a-8b5ce0d4ce67', 'member:01a22643-96f5-7031-afc2-2f37756175ce:deposit', 'member_deposit', '01a22643-96f5-7031-afc2-2f37756175ce', 'credit', true, 0, 0, 0, 0, '2026-11-29 07:44:53.493317+00');
INSERT INTO public.ledger_accounts VALUES ('01a22643-96fc-7079-892a-8ed65b1c5790', 'member:01a22643-96f5-7031-afc2-2f37756175ce:earnings', 'member_earnings', '01a22643-96f5-7031-afc2-2f37756175ce', 'credit', true, 0, 0, 0, 0, '2026-11-29 07:44:53.493317+00');
INSERT INTO public.ledger_accounts VALUES ('01a22643-9b77-755c-8e28-fdcbff77f442', 'member:01a22643-9b74-7163-bfd1-05aca4687ad2:earnings', 'member_earnings', '01a22643-9b74-7163-bfd1-05aca4687ad2', 'credit', true, 0, 0, 0, 0, '2026-11-29 07:44:54.643799+00');
INSERT INTO public.ledger_accounts VALUES ('01a22643-9b77-755c-8e28-f863d533c289', 'member:01a22643-9b74-7163-bfd1-05aca4687ad2:deposit', 'member_deposit', '01a22643-9b74-7163-bfd1-05aca4687ad2', 'credit', true, 0, 0, 0, 20000000, '2026-11-29 07:44:54.643799+00');
INSERT INTO public.ledger_accounts VALUES ('01a22643-9943-70dd-adf7-51f81dbaf33d', 'member:01a22643-9941-7318-be2c-b3a6fed223fa:deposit', 'member_deposit', '01a22643-9941-7318-be2c-b3a6fed223fa', 'credit', true, 0, 50000000, 0, 120000000, '2026-11-29 07:44:54.081668+00');
INSERT INTO public.ledger_accounts VALUES ('01a22643-9600-7074-a15c-479a24adb8d8', 'system:membership_revenue', 'membership_revenue', NULL, 'credit', true, 0, 0, 0, 100000000, '2026-11-29 07:44:53.278471+00');
INSERT INTO public.ledger_accounts VALUES ('01a22643-9a58-7319-a46e-752637e5c078', 'member:01a22643-9a55-7186-838b-80599b6e56ec:deposit', 'member_deposit', '01a22643-9a55-7186-838b-80599b6e56ec', 'credit', true, 0, 50000000, 0, 75500000, '2026-11-29 07:44:54.355586+00');
INSERT INTO public.ledger_accounts VALUES ('01a22643-9600-7074-a15c-5429d071467e', 'system:operator_equity', 'operator_equity', NULL, 'credit', false, 0, 542250000, 0, 0, '2026-11-29 07:44:53.278471+00');
INSERT INTO public.ledger_accounts VALUES ('01a22643-9600-7074-a15c-4a283a6c0f51', 'system:rewards_pool', 'rewards_pool', NULL, 'credit', true, 0, 42250000, 0, 542250000, '2026-11-29 07:44:53.278471+00');
INSERT INTO public.ledger_accounts VALUES ('01a22643-9a58-7319-a46e-79c8a981db2e', 'member:01a22643-9a55-7186-838b-80599b6e56ec:earnings', 'member_earnings', '01a22643-9a55-7186-838b-80599b6e56ec', 'credit', true, 10000000, 0, 0, 12250000, '2026-11-29 07:44:54.355586+00');
INSERT INTO public.ledger_accounts VALUES ('01a22643-9943-70dd-adf7-555e763de417', 'member:01a22643-9941-7318-be2c-b3a6fed223fa:earnings', 'member_earnings', '01a22643-9941-7318-be2c-b3a6fed223fa', 'credit', true, 0, 20000000, 0, 30000000, '2026-11-29 07:44:54.081668+00');
INSERT INTO public.ledger_accounts VALUES ('01a22643-9600-7074-a15c-3a2776a62449', 'system:custody:BEP20', 'custody', NULL, 'debit', false, 0, 215500000, 0, 20000000, '2026-11-29 07:44:53.278471+00');
INSERT INTO public.ledger_accounts VALUES ('01a22643-9600-7074-a15c-50dea66c2fa7', 'system:payouts_in_flight', 'payouts_in_flight', NULL, 'credit', false, 0, 20000000, 10000000, 20000000, '2026-11-29 07:44:53.278471+00');


--
-- Data for Name: ledger_transfers; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.ledger_transfers VALUES ('01a22643-98a4-76fd-abdc-446b346075c3', 'test-pool-funding:01a22643-989b-70fb-ab4a-17131859c647', '01a22643-9600-7074-a15c-5429d071467e', '01a22643-9600-7074-a15c-4a283a6c0f51', 500000000, 'single', NULL, 'POOL_FUNDING', NULL, 'Rewards pool funding (test)', '{}', NULL, '2026-01-05 09:00:00+00');
INSERT INTO public.ledger_transfers VALUES ('01a22643-9e28-763b-ad04-7c9e56af38dd', 'deposit:BEP20:0x61006a81f342d5bd0ec143299d2411e24c022ac79bdea2d20b8f19a5235a7ce1:0', '01a22643-9600-7074-a15c-3a2776a62449', '01a22643-9943-70dd-adf7-51f81dbaf33d', 120000000, 'single', NULL, 'DEPOSIT', '01a22643-9941-7318-be2c-b3a6fed223fa', 'Deposit of 120.00 USDT on BEP20', '{"logIndex": 0, "depositId": "01a22643-9dff-74fe-970b-ed7c63eca925", "transactionHash": "0x61006a81f342d5bd0ec143299d2411e24c022ac79bdea2d20b8f19a5235a7ce1"}', NULL, '2026-01-05 09:01:00+00');
INSERT INTO public.ledger_transfers VALUES ('01a22643-9f4f-773c-8c32-81b4542a4dca', 'deposit:BEP20:0x7e10b2cf7d9f2bfcbdc4ae92bd202a6003e5ec22dbec5942076dd5b86fc2a2fe:0', '01a22643-9600-7074-a15c-3a2776a62449', '01a22643-9a58-7319-a46e-752637e5c078', 75500000, 'single', NULL, 'DEPOSIT', '01a22643-9a55-7186-838b-80599b6e56ec', 'Deposit of 75.50 USDT on BEP20', '{"logIndex": 0, "depositId": "01a22643-9f2c-7604-9384-468226e519dd", "transactionHash": "0x7e10b2cf7d9f2bfcbdc4ae92bd202a6003e5ec22dbec5942076dd5b86fc2a2fe"}', NULL, '2026-01-05 09:02:00+00');
INSERT INTO public.ledger_transfers VALUES ('01a22643-a007-73e9-891f-640162570c9e', 'deposit:BEP20:0x4763e91355efdc8683af9f653f035a038aa6684f61385ad8d20989698e101e20:0', '01a22643-9600-7074-a15c-3a2776a62449', '01a22643-9b77-755c-8e28-f863d533c289', 20000000, 'single', NULL, 'DEPOSIT', '01a22643-9b74-7163-bfd1-05aca4687ad2', 'Deposit of 20.00 USDT on BEP20', '{"logIndex": 0, "depositId": "01a22643-9ff4-70bd-896e-c1739433434a", "transactionHash": "0x4763e91355efdc8683af9f653f035a038aa6684f61385ad8d20989698e101e20"}', NULL, '2026-01-05 09:03:00+00');
INSERT INTO public.ledger_transfers VALUES ('01a22643-a069-72c9-8947-dc62c6f63d6b', 'vip_payment:01a22643-9941-7318-be2c-b3a6fed223fa:01a22643-a038-75a9-b1c9-c4c82ba04e8c', '01a22643-9943-70dd-adf7-51f81dbaf33d', '01a22643-9600-7074-a15c-479a24adb8d8', 50000000, 'single', NULL, 'VIP_PAYMENT', '01a22643-9941-7318-be2c-b3a6fed223fa', 'Joined Silver', '{"vipLevelId": "01a22643-9863-715d-b20f-abf8bd0e6f46", "fromVipLevelId": null}', NULL, '2026-01-05 09:03:00+00');
INSERT INTO public.ledger_transfers VALUES ('01a22643-a0a9-76de-b620-6e9c95142352', 'vip_payment:01a22643-9a55-7186-838b-80599b6e56ec:01a22643-a08c-773b-82cd-a1636fdf06d2', '01a22643-9a58-7319-a46e-752637e5c078', '01a22643-9600-7074-a15c-479a24adb8d8', 50000000, 'single', NULL, 'VIP_PAYMENT', '01a22643-9a55-7186-838b-80599b6e56ec', 'Joined Silver', '{"vipLevelId": "01a22643-9863-715d-b20f-abf8bd0e6f46", "fromVipLevelId": null}', NULL, '2026-01-05 09:03:00+00');
INSERT INTO public.ledger_transfers VALUES ('01a22643-a0be-76af-948f-179604f1428b', 'test-pool:01a22643-a0bd-7398-8110-4b7d69f9ebe0', '01a22643-9600-7074-a15c-5429d071467e', '01a22643-9600-7074-a15c-4a283a6c0f51', 30000000, 'single', NULL, 'POOL_FUNDING', NULL, 'Pool funding (test)', '{}', NULL, '2026-01-05 09:03:00+00');
INSERT INTO public.ledger_transfers VALUES ('01a22643-a0c8-738e-8667-36afd1bc606a', 'test-reward:01a22643-a0c7-755a-b62d-8272e1f9f104', '01a22643-9600-7074-a15c-4a283a6c0f51', '01a22643-9943-70dd-adf7-555e763de417', 30000000, 'single', NULL, 'VIP_EARNINGS', '01a22643-9941-7318-be2c-b3a6fed223fa', 'Daily reward (test)', '{}', NULL, '2026-01-05 09:03:00+00');
INSERT INTO public.ledger_transfers VALUES ('01a22643-a0d0-77ce-ac77-5a9feceb46fd', 'test-pool:01a22643-a0d0-77ce-ac77-5588b137c969', '01a22643-9600-7074-a15c-5429d071467e', '01a22643-9600-7074-a15c-4a283a6c0f51', 12250000, 'single', NULL, 'POOL_FUNDING', NULL, 'Pool funding (test)', '{}', NULL, '2026-01-05 09:03:00+00');
INSERT INTO public.ledger_transfers VALUES ('01a22643-a0d7-73ae-b381-3f5fb6d032ab', 'test-reward:01a22643-a0d6-77c3-ba70-85868dcff3ff', '01a22643-9600-7074-a15c-4a283a6c0f51', '01a22643-9a58-7319-a46e-79c8a981db2e', 12250000, 'single', NULL, 'VIP_EARNINGS', '01a22643-9a55-7186-838b-80599b6e56ec', 'Daily reward (test)', '{}', NULL, '2026-01-05 09:03:00+00');
INSERT INTO public.ledger_transfers VALUES ('01a22643-a0fd-75fe-9c7b-25dba54f7ec3', 'withdrawal:01a22643-a0f4-7769-8f15-2cf0b7a713f9:hold:0', '01a22643-9943-70dd-adf7-555e763de417', '01a22643-9600-7074-a15c-50dea66c2fa7', 20000000, 'pending', NULL, 'WITHDRAWAL', '01a22643-9941-7318-be2c-b3a6fed223fa', 'Withdrawal of 20.00 USDT (BEP20)', '{"source": "EARNINGS", "withdrawalId": "01a22643-a0f4-7769-8f15-2cf0b7a713f9"}', NULL, '2026-01-06 09:03:00+00');
INSERT INTO public.ledger_transfers VALUES ('01a22643-a119-7368-b57b-c90f980f0dcd', 'withdrawal:01a22643-a115-729d-b12b-d45f21bc1531:hold:0', '01a22643-9a58-7319-a46e-79c8a981db2e', '01a22643-9600-7074-a15c-50dea66c2fa7', 10000000, 'pending', NULL, 'WITHDRAWAL', '01a22643-9a55-7186-838b-80599b6e56ec', 'Withdrawal of 10.00 USDT (BEP20)', '{"source": "EARNINGS", "withdrawalId": "01a22643-a115-729d-b12b-d45f21bc1531"}', NULL, '2026-01-06 09:03:00+00');
INSERT INTO public.ledger_transfers VALUES ('01a22643-a19e-746c-8a71-989724e1a4ca', 'withdrawal:01a22643-a0f4-7769-8f15-2cf0b7a713f9:hold:0:post', '01a22643-9943-70dd-adf7-555e763de417', '01a22643-9600-7074-a15c-50dea66c2fa7', 20000000, 'post_pending', '01a22643-a0fd-75fe-9c7b-25dba54f7ec3', 'WITHDRAWAL', '01a22643-9941-7318-be2c-b3a6fed223fa', 'Withdrawal of 20.00 USDT (BEP20)', '{}', NULL, '2026-01-06 09:03:00+00');
INSERT INTO public.ledger_transfers VALUES ('01a22643-a1af-7035-8d18-a3777c7580d5', 'withdrawal:01a22643-a0f4-7769-8f15-2cf0b7a713f9:payout', '01a22643-9600-7074-a15c-50dea66c2fa7', '01a22643-9600-7074-a15c-3a2776a62449', 20000000, 'single', NULL, 'PAYOUT', '01a22643-9941-7318-be2c-b3a6fed223fa', 'Payout of 20.00 USDT to 0x8ba1f109551bD432803012645Ac136ddd64DBA72', '{"withdrawalId": "01a22643-a0f4-7769-8f15-2cf0b7a713f9"}', NULL, '2026-01-06 09:03:00+00');


--
-- Data for Name: login_challenges; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: memberships; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.memberships VALUES ('01a22643-9941-7318-be2c-b3a6fed223fa', '01a22643-9863-715d-b20f-abf8bd0e6f46', 50000000, true, '2026-01-05 09:03:00+00', '2026-01-05 09:03:00+00');
INSERT INTO public.memberships VALUES ('01a22643-9a55-7186-838b-80599b6e56ec', '01a22643-9863-715d-b20f-abf8bd0e6f46', 50000000, true, '2026-01-05 09:03:00+00', '2026-01-05 09:03:00+00');


--
-- Data for Name: observed_transfers; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.observed_transfers VALUES ('BEP20', '0x61006a81f342d5bd0ec143299d2411e24c022ac79bdea2d20b8f19a5235a7ce1', 0, 'USDT', '0xf9bc84a88fb4eae56d6a710547ecf6e34baf2c99', '0xa31ddc96cf24b5d2a9226fe27a7ce6b7cefb23e0', 120000000, 8, '0xd2cb57349408f541c83498d7cd62c2c72f4cb8578ff60889448390efa9769d68', 'personal', '2026-01-05 09:01:00+00');
INSERT INTO public.observed_transfers VALUES ('BEP20', '0x7e10b2cf7d9f2bfcbdc4ae92bd202a6003e5ec22dbec5942076dd5b86fc2a2fe', 0, 'USDT', '0xf9bc84a88fb4eae56d6a710547ecf6e34baf2c99', '0x113423187595a115b373f57666ad477b58fc36c4', 75500000, 14, '0x900ffe01458109fd760d57b24c02ae6e636280ae019b03a0d367ed6c2cb86f90', 'personal', '2026-01-05 09:02:00+00');
INSERT INTO public.observed_transfers VALUES ('BEP20', '0x4763e91355efdc8683af9f653f035a038aa6684f61385ad8d20989698e101e20', 0, 'USDT', '0xf9bc84a88fb4eae56d6a710547ecf6e34baf2c99', '0x281dbb12ed2d81970e70c855abe264be15492b66', 20000000, 20, '0x7fcc73f0e45ec36919c480cf23acac7215fd1fd28c5723039a883391b5f88b7d', 'personal', '2026-01-05 09:03:00+00');


--
-- Data for Name: proof_blocks; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: proof_cold_wallets; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: proof_leaves; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: proof_nodes; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: proof_reserves; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: proof_snapshots; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: rate_limit_counters; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.rate_limit_counters VALUES ('sign-in-rate:|client=127.0.0.1|', 4, '2026-11-29 07:45:53.561+00');
INSERT INTO public.rate_limit_counters VALUES ('sign-in-client:|client=127.0.0.1|', 0, '2026-11-29 07:59:53.57+00');


--
-- Data for Name: sessions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.sessions VALUES ('01a22643-980d-761b-a4b4-39cd85e7a608', '01a22643-96f5-7031-afc2-2f37756175ce', '06a4e478c55f0087d210170d9b5f3b33ab62189c0e79a5072c0887de4c8f53b2', '2026-01-05 09:00:00+00', '2026-02-04 09:00:00+00', NULL);
INSERT INTO public.sessions VALUES ('01a22643-99ab-7402-9b4a-98c8ec8ee106', '01a22643-9941-7318-be2c-b3a6fed223fa', 'db8a0d1ae98eb7a44d8902904a5b884fc6aa00e4881590f54805b5289f1ea224', '2026-01-05 09:00:00+00', '2026-02-04 09:00:00+00', NULL);
INSERT INTO public.sessions VALUES ('01a22643-9b1b-743a-9792-7616f715b5d8', '01a22643-9a55-7186-838b-80599b6e56ec', '7d7f958d2c5014cbd1ae4bbbac765d2cdb2c3e2b5a7ab6b79e194d4b449079f9', '2026-01-05 09:00:00+00', '2026-02-04 09:00:00+00', NULL);
INSERT INTO public.sessions VALUES ('01a22643-9c3a-732f-b987-e842a7c91527', '01a22643-9b74-7163-bfd1-05aca4687ad2', '53d6f89a2dfb006db44e59504c4140fa4b5fb9ffa0750a45e1e02c52f9c6b5cb', '2026-01-05 09:00:00+00', '2026-02-04 09:00:00+00', NULL);


--
-- Data for Name: settings; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: site_content; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: test_transfer_days; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: transparency_snapshots; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: two_factor_recovery_codes; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: two_factor_secrets; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: users; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.users VALUES ('01a22643-96f5-7031-afc2-2f37756175ce', 'operator', 'operator@example.com', NULL, '$argon2id$v=19$m=19456,t=2,p=1$AOZO/EvTtS0yFYnDqblcrw$4ivq+noJ03HpYbsIpwbzkXtFFoynUBxkq0RXKQAq7bg', '5ZAGYD9D', NULL, true, true, '2026-01-05 09:00:00+00', '2026-01-05 09:00:00+00', NULL, '2026-01-05 09:00:00+00', '2026-01-05 09:00:00+00', false);
INSERT INTO public.users VALUES ('01a22643-9941-7318-be2c-b3a6fed223fa', 'ada', 'ada@example.com', NULL, '$argon2id$v=19$m=19456,t=2,p=1$Cw0XL7ZZ/BKLa4xIKsCvdg$8WIdKI8lP/1AZMzZP5GLzLMzRTE33RUj5E/Jo/xEXVs', 'YZ7UN9DY', NULL, false, true, '2026-01-05 09:00:00+00', '2026-01-05 09:00:00+00', NULL, '2026-01-05 09:00:00+00', '2026-01-05 09:00:00+00', false);
INSERT INTO public.users VALUES ('01a22643-9a55-7186-838b-80599b6e56ec', 'grace', 'grace@example.com', NULL, '$argon2id$v=19$m=19456,t=2,p=1$IJTG3vkWbu9IrEOYziyNxw$BacC4EeyzOEm+NtWsCXxKvBNjjdr/O30b3t/XhVaMw4', '8SASRCH5', NULL, false, true, '2026-01-05 09:00:00+00', '2026-01-05 09:00:00+00', NULL, '2026-01-05 09:00:00+00', '2026-01-05 09:00:00+00', false);
INSERT INTO public.users VALUES ('01a22643-9b74-7163-bfd1-05aca4687ad2', 'linus', 'linus@example.com', NULL, '$argon2id$v=19$m=19456,t=2,p=1$W1FWjmX5zF5r8EALJ7a6pA$NN9bDYA1NnMAh00lAyjAInfLCMcfYipjl6Or0ieyKbQ', '9A267UX4', NULL, false, true, '2026-01-05 09:00:00+00', '2026-01-05 09:00:00+00', NULL, '2026-01-05 09:00:00+00', '2026-01-05 09:00:00+00', false);


--
-- Data for Name: vip_levels; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.vip_levels VALUES ('01a22643-9863-715d-b20f-abf8bd0e6f46', 'Silver', 50000000, 1500000, NULL, NULL, '[]', true, '2026-01-05 09:00:00+00', '2026-01-05 09:00:00+00');


--
-- Data for Name: withdrawal_fee_tiers; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: withdrawals; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.withdrawals VALUES ('01a22643-a115-729d-b12b-d45f21bc1531', '01a22643-9a55-7186-838b-80599b6e56ec', 'EARNINGS', 'BEP20', 'USDT', 10000000, 0, 0, '0x8ba1f109551bD432803012645Ac136ddd64DBA72', 'PENDING', 0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, '2026-01-06 09:03:00+00', '2026-01-06 09:03:00+00');
INSERT INTO public.withdrawals VALUES ('01a22643-a0f4-7769-8f15-2cf0b7a713f9', '01a22643-9941-7318-be2c-b3a6fed223fa', 'EARNINGS', 'BEP20', 'USDT', 20000000, 0, 0, '0x8ba1f109551bD432803012645Ac136ddd64DBA72', 'COMPLETED', 0, 1, '0xabababababababababababababababababababababababababababababababab', '{"amount": null, "matches": false, "network": "BEP20", "currency": null, "problems": ["Transaction not found on BEP20"], "recipient": null, "acknowledged": true}', NULL, NULL, NULL, '01a22643-96f5-7031-afc2-2f37756175ce', '2026-01-06 09:03:00+00', '2026-01-06 09:03:00+00', '2026-01-06 09:03:00+00');


--
-- Name: __drizzle_migrations_id_seq; Type: SEQUENCE SET; Schema: drizzle; Owner: -
--

SELECT pg_catalog.setval('drizzle.__drizzle_migrations_id_seq', 27, true);


--
-- Name: audit_log_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.audit_log_id_seq', 2, true);


--
-- Name: deposit_address_index; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.deposit_address_index', 2, true);


--
-- Name: __drizzle_migrations __drizzle_migrations_pkey; Type: CONSTRAINT; Schema: drizzle; Owner: -
--

ALTER TABLE ONLY drizzle.__drizzle_migrations
    ADD CONSTRAINT __drizzle_migrations_pkey PRIMARY KEY (id);


--
-- Name: announcements announcements_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.announcements
    ADD CONSTRAINT announcements_pkey PRIMARY KEY (id);


--
-- Name: audit_log audit_log_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.audit_log
    ADD CONSTRAINT audit_log_pkey PRIMARY KEY (id);


--
-- Name: chain_cursors chain_cursors_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.chain_cursors
    ADD CONSTRAINT chain_cursors_pkey PRIMARY KEY (network);


--
-- Name: deposit_addresses deposit_addresses_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deposit_addresses
    ADD CONSTRAINT deposit_addresses_pkey PRIMARY KEY (id);


--
-- Name: deposit_sender_challenges deposit_sender_challenges_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deposit_sender_challenges
    ADD CONSTRAINT deposit_sender_challenges_pkey PRIMARY KEY (nonce);


--
-- Name: deposit_sender_proofs deposit_sender_proofs_address_user_id_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deposit_sender_proofs
    ADD CONSTRAINT deposit_sender_proofs_address_user_id_pk PRIMARY KEY (address, user_id);


--
-- Name: deposits deposits_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deposits
    ADD CONSTRAINT deposits_pkey PRIMARY KEY (id);


--
-- Name: earning_session_dues earning_session_dues_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.earning_session_dues
    ADD CONSTRAINT earning_session_dues_pkey PRIMARY KEY (session_id);


--
-- Name: earning_sessions earning_sessions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.earning_sessions
    ADD CONSTRAINT earning_sessions_pkey PRIMARY KEY (id);


--
-- Name: email_change_undos email_change_undos_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.email_change_undos
    ADD CONSTRAINT email_change_undos_pkey PRIMARY KEY (id);


--
-- Name: email_codes email_codes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.email_codes
    ADD CONSTRAINT email_codes_pkey PRIMARY KEY (id);


--
-- Name: email_outbox email_outbox_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.email_outbox
    ADD CONSTRAINT email_outbox_pkey PRIMARY KEY (id);


--
-- Name: hosted_invoices hosted_invoices_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.hosted_invoices
    ADD CONSTRAINT hosted_invoices_pkey PRIMARY KEY (invoice_id);


--
-- Name: ledger_account_totals ledger_account_totals_account_id_type_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ledger_account_totals
    ADD CONSTRAINT ledger_account_totals_account_id_type_pk PRIMARY KEY (account_id, type);


--
-- Name: ledger_accounts ledger_accounts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ledger_accounts
    ADD CONSTRAINT ledger_accounts_pkey PRIMARY KEY (id);


--
-- Name: ledger_transfers ledger_transfers_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ledger_transfers
    ADD CONSTRAINT ledger_transfers_pkey PRIMARY KEY (id);


--
-- Name: login_challenges login_challenges_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.login_challenges
    ADD CONSTRAINT login_challenges_pkey PRIMARY KEY (id);


--
-- Name: memberships memberships_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memberships
    ADD CONSTRAINT memberships_pkey PRIMARY KEY (user_id);


--
-- Name: observed_transfers observed_transfers_network_transaction_hash_log_index_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.observed_transfers
    ADD CONSTRAINT observed_transfers_network_transaction_hash_log_index_pk PRIMARY KEY (network, transaction_hash, log_index);


--
-- Name: proof_blocks proof_blocks_snapshot_id_network_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.proof_blocks
    ADD CONSTRAINT proof_blocks_snapshot_id_network_pk PRIMARY KEY (snapshot_id, network);


--
-- Name: proof_cold_wallets proof_cold_wallets_network_address_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.proof_cold_wallets
    ADD CONSTRAINT proof_cold_wallets_network_address_pk PRIMARY KEY (network, address);


--
-- Name: proof_leaves proof_leaves_snapshot_id_user_id_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.proof_leaves
    ADD CONSTRAINT proof_leaves_snapshot_id_user_id_pk PRIMARY KEY (snapshot_id, user_id);


--
-- Name: proof_nodes proof_nodes_snapshot_id_level_position_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.proof_nodes
    ADD CONSTRAINT proof_nodes_snapshot_id_level_position_pk PRIMARY KEY (snapshot_id, level, "position");


--
-- Name: proof_reserves proof_reserves_snapshot_id_network_token_address_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.proof_reserves
    ADD CONSTRAINT proof_reserves_snapshot_id_network_token_address_pk PRIMARY KEY (snapshot_id, network, token, address);


--
-- Name: proof_snapshots proof_snapshots_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.proof_snapshots
    ADD CONSTRAINT proof_snapshots_pkey PRIMARY KEY (id);


--
-- Name: rate_limit_counters rate_limit_counters_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rate_limit_counters
    ADD CONSTRAINT rate_limit_counters_pkey PRIMARY KEY (key);


--
-- Name: sessions sessions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);


--
-- Name: settings settings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.settings
    ADD CONSTRAINT settings_pkey PRIMARY KEY (id);


--
-- Name: site_content site_content_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.site_content
    ADD CONSTRAINT site_content_pkey PRIMARY KEY (id);


--
-- Name: test_transfer_days test_transfer_days_user_id_day_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.test_transfer_days
    ADD CONSTRAINT test_transfer_days_user_id_day_pk PRIMARY KEY (user_id, day);


--
-- Name: transparency_snapshots transparency_snapshots_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.transparency_snapshots
    ADD CONSTRAINT transparency_snapshots_pkey PRIMARY KEY (day);


--
-- Name: two_factor_recovery_codes two_factor_recovery_codes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.two_factor_recovery_codes
    ADD CONSTRAINT two_factor_recovery_codes_pkey PRIMARY KEY (id);


--
-- Name: two_factor_secrets two_factor_secrets_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.two_factor_secrets
    ADD CONSTRAINT two_factor_secrets_pkey PRIMARY KEY (user_id);


--
-- Name: users users_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);


--
-- Name: vip_levels vip_levels_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vip_levels
    ADD CONSTRAINT vip_levels_pkey PRIMARY KEY (id);


--
-- Name: withdrawal_fee_tiers withdrawal_fee_tiers_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.withdrawal_fee_tiers
    ADD CONSTRAINT withdrawal_fee_tiers_pkey PRIMARY KEY (id);


--
-- Name: withdrawals withdrawals_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.withdrawals
    ADD CONSTRAINT withdrawals_pkey PRIMARY KEY (id);


--
-- Name: announcements_audit_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX announcements_audit_key ON public.announcements USING btree (audit_id, title);


--
-- Name: announcements_published_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX announcements_published_idx ON public.announcements USING btree (kind, published_at);


--
-- Name: audit_log_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX audit_log_created_idx ON public.audit_log USING btree (created_at);


--
-- Name: audit_log_target_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX audit_log_target_idx ON public.audit_log USING btree (target_type, target_id);


--
-- Name: deposit_addresses_address_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX deposit_addresses_address_key ON public.deposit_addresses USING btree (address);


--
-- Name: deposit_addresses_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deposit_addresses_user_idx ON public.deposit_addresses USING btree (user_id);


--
-- Name: deposit_sender_challenges_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deposit_sender_challenges_user_idx ON public.deposit_sender_challenges USING btree (user_id, created_at);


--
-- Name: deposit_sender_proofs_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deposit_sender_proofs_user_idx ON public.deposit_sender_proofs USING btree (user_id);


--
-- Name: deposits_claim_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX deposits_claim_key ON public.deposits USING btree (network, transaction_hash, log_index, user_id) WHERE ((status = ANY (ARRAY['PENDING'::text, 'CONFIRMED'::text])) AND (log_index IS NOT NULL));


--
-- Name: deposits_credited_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX deposits_credited_key ON public.deposits USING btree (network, transaction_hash, log_index) WHERE ((status = 'CONFIRMED'::text) AND (log_index IS NOT NULL));


--
-- Name: deposits_hash_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deposits_hash_idx ON public.deposits USING btree (transaction_hash);


--
-- Name: deposits_idempotency_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX deposits_idempotency_key ON public.deposits USING btree (user_id, idempotency_key);


--
-- Name: deposits_pending_check_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deposits_pending_check_idx ON public.deposits USING btree (network, next_check_at) WHERE (status = 'PENDING'::text);


--
-- Name: deposits_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deposits_status_idx ON public.deposits USING btree (status, created_at);


--
-- Name: deposits_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deposits_user_idx ON public.deposits USING btree (user_id, created_at);


--
-- Name: earning_session_dues_due_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX earning_session_dues_due_idx ON public.earning_session_dues USING btree (due_at, session_id);


--
-- Name: earning_sessions_user_day_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX earning_sessions_user_day_key ON public.earning_sessions USING btree (user_id, day);


--
-- Name: earning_sessions_user_started_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX earning_sessions_user_started_idx ON public.earning_sessions USING btree (user_id, started_at);


--
-- Name: email_change_undos_token_hash_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX email_change_undos_token_hash_key ON public.email_change_undos USING btree (token_hash);


--
-- Name: email_change_undos_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX email_change_undos_user_idx ON public.email_change_undos USING btree (user_id);


--
-- Name: email_codes_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX email_codes_user_idx ON public.email_codes USING btree (user_id, purpose, created_at);


--
-- Name: email_outbox_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX email_outbox_created_idx ON public.email_outbox USING btree (created_at);


--
-- Name: email_outbox_due_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX email_outbox_due_idx ON public.email_outbox USING btree (next_attempt_at) WHERE ((sent_at IS NULL) AND (failed_at IS NULL));


--
-- Name: hosted_invoices_deposit_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX hosted_invoices_deposit_key ON public.hosted_invoices USING btree (deposit_id);


--
-- Name: ledger_accounts_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX ledger_accounts_key ON public.ledger_accounts USING btree (key);


--
-- Name: ledger_accounts_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ledger_accounts_user_idx ON public.ledger_accounts USING btree (user_id);


--
-- Name: ledger_transfers_bonus_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ledger_transfers_bonus_idx ON public.ledger_transfers USING btree (user_id, created_at, id) WHERE (type = 'REFERRAL_BONUS'::text);


--
-- Name: ledger_transfers_credit_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ledger_transfers_credit_idx ON public.ledger_transfers USING btree (credit_account_id);


--
-- Name: ledger_transfers_debit_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ledger_transfers_debit_idx ON public.ledger_transfers USING btree (debit_account_id);


--
-- Name: ledger_transfers_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX ledger_transfers_key ON public.ledger_transfers USING btree (key);


--
-- Name: ledger_transfers_resolves_once; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX ledger_transfers_resolves_once ON public.ledger_transfers USING btree (pending_id) WHERE (phase = ANY (ARRAY['post_pending'::text, 'void_pending'::text]));


--
-- Name: ledger_transfers_reward_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ledger_transfers_reward_idx ON public.ledger_transfers USING btree (credit_account_id, created_at, id) WHERE (type = 'VIP_EARNINGS'::text);


--
-- Name: ledger_transfers_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ledger_transfers_user_idx ON public.ledger_transfers USING btree (user_id, created_at, id);


--
-- Name: login_challenges_token_hash_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX login_challenges_token_hash_key ON public.login_challenges USING btree (token_hash);


--
-- Name: memberships_vip_level_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX memberships_vip_level_idx ON public.memberships USING btree (vip_level_id);


--
-- Name: observed_transfers_block_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX observed_transfers_block_idx ON public.observed_transfers USING btree (network, block_number);


--
-- Name: proof_snapshots_day_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX proof_snapshots_day_key ON public.proof_snapshots USING btree (scheduled_day);


--
-- Name: proof_snapshots_taken_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX proof_snapshots_taken_idx ON public.proof_snapshots USING btree (taken_at);


--
-- Name: sessions_token_hash_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX sessions_token_hash_key ON public.sessions USING btree (token_hash);


--
-- Name: sessions_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sessions_user_idx ON public.sessions USING btree (user_id) WHERE (revoked_at IS NULL);


--
-- Name: two_factor_recovery_codes_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX two_factor_recovery_codes_user_idx ON public.two_factor_recovery_codes USING btree (user_id);


--
-- Name: users_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX users_created_at_idx ON public.users USING btree (created_at);


--
-- Name: users_email_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX users_email_key ON public.users USING btree (email);


--
-- Name: users_phone_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX users_phone_key ON public.users USING btree (phone);


--
-- Name: users_referral_code_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX users_referral_code_key ON public.users USING btree (referral_code);


--
-- Name: users_referrer_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX users_referrer_idx ON public.users USING btree (referrer_id);


--
-- Name: users_search_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX users_search_trgm_idx ON public.users USING gin ((((((((COALESCE(full_name, ''::text) || chr(1)) || COALESCE(email, ''::text)) || chr(1)) || COALESCE(phone, ''::text)) || chr(1)) || referral_code)) public.gin_trgm_ops);


--
-- Name: vip_levels_amount_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vip_levels_amount_idx ON public.vip_levels USING btree (amount);


--
-- Name: vip_levels_name_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX vip_levels_name_key ON public.vip_levels USING btree (lower(name));


--
-- Name: withdrawal_fee_tiers_min_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX withdrawal_fee_tiers_min_idx ON public.withdrawal_fee_tiers USING btree (min_amount);


--
-- Name: withdrawals_idempotency_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX withdrawals_idempotency_key ON public.withdrawals USING btree (user_id, idempotency_key);


--
-- Name: withdrawals_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX withdrawals_status_idx ON public.withdrawals USING btree (status, created_at);


--
-- Name: withdrawals_transaction_hash_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX withdrawals_transaction_hash_key ON public.withdrawals USING btree (transaction_hash);


--
-- Name: withdrawals_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX withdrawals_user_idx ON public.withdrawals USING btree (user_id, created_at);


--
-- Name: audit_log audit_log_append_only; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER audit_log_append_only BEFORE DELETE OR UPDATE ON public.audit_log FOR EACH ROW EXECUTE FUNCTION public.nova_refuse_change();


--
-- Name: audit_log audit_log_no_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON public.audit_log FOR EACH STATEMENT EXECUTE FUNCTION public.nova_refuse_change();


--
-- Name: earning_sessions earning_sessions_queue_credited; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER earning_sessions_queue_credited AFTER UPDATE ON public.earning_sessions REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION public.earning_sessions_queue_credited();


--
-- Name: earning_sessions earning_sessions_queue_written; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER earning_sessions_queue_written AFTER INSERT ON public.earning_sessions REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION public.earning_sessions_queue_written();


--
-- Name: ledger_account_totals ledger_account_totals_fixed_identity; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER ledger_account_totals_fixed_identity BEFORE UPDATE ON public.ledger_account_totals FOR EACH ROW WHEN (((new.account_id IS DISTINCT FROM old.account_id) OR (new.type IS DISTINCT FROM old.type))) EXECUTE FUNCTION public.ledger_account_totals_fixed_identity();


--
-- Name: ledger_account_totals ledger_account_totals_inserted_account_exists; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER ledger_account_totals_inserted_account_exists AFTER INSERT ON public.ledger_account_totals REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION public.ledger_account_totals_account_exists();


--
-- Name: ledger_accounts ledger_accounts_fixed_identity; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER ledger_accounts_fixed_identity BEFORE UPDATE ON public.ledger_accounts FOR EACH ROW WHEN ((((((((new.id IS DISTINCT FROM old.id) OR (new.key IS DISTINCT FROM old.key)) OR (new.kind IS DISTINCT FROM old.kind)) OR (new.user_id IS DISTINCT FROM old.user_id)) OR (new.normal_balance IS DISTINCT FROM old.normal_balance)) OR (new.guarded IS DISTINCT FROM old.guarded)) OR (new.created_at IS DISTINCT FROM old.created_at))) EXECUTE FUNCTION public.ledger_accounts_fixed_identity();


--
-- Name: ledger_accounts ledger_accounts_never_deleted; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER ledger_accounts_never_deleted BEFORE DELETE ON public.ledger_accounts FOR EACH ROW EXECUTE FUNCTION public.ledger_accounts_fixed_identity();


--
-- Name: ledger_accounts ledger_accounts_no_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON public.ledger_accounts FOR EACH STATEMENT EXECUTE FUNCTION public.nova_refuse_change();


--
-- Name: ledger_transfers ledger_transfers_append_only; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER ledger_transfers_append_only BEFORE DELETE OR UPDATE ON public.ledger_transfers FOR EACH ROW EXECUTE FUNCTION public.nova_refuse_change();


--
-- Name: ledger_transfers ledger_transfers_no_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON public.ledger_transfers FOR EACH STATEMENT EXECUTE FUNCTION public.nova_refuse_change();


--
-- Name: ledger_transfers ledger_transfers_references_exist; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER ledger_transfers_references_exist AFTER INSERT ON public.ledger_transfers REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION public.ledger_transfers_references_exist();


--
-- Name: proof_blocks proof_blocks_append_only; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER proof_blocks_append_only BEFORE DELETE OR UPDATE ON public.proof_blocks FOR EACH ROW EXECUTE FUNCTION public.nova_refuse_change();


--
-- Name: proof_blocks proof_blocks_no_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER proof_blocks_no_truncate BEFORE TRUNCATE ON public.proof_blocks FOR EACH STATEMENT EXECUTE FUNCTION public.nova_refuse_change();


--
-- Name: proof_cold_wallets proof_cold_wallets_append_only; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER proof_cold_wallets_append_only BEFORE DELETE OR UPDATE ON public.proof_cold_wallets FOR EACH ROW EXECUTE FUNCTION public.nova_refuse_change();


--
-- Name: proof_cold_wallets proof_cold_wallets_no_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER proof_cold_wallets_no_truncate BEFORE TRUNCATE ON public.proof_cold_wallets FOR EACH STATEMENT EXECUTE FUNCTION public.nova_refuse_change();


--
-- Name: proof_leaves proof_leaves_append_only; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER proof_leaves_append_only BEFORE DELETE OR UPDATE ON public.proof_leaves FOR EACH ROW EXECUTE FUNCTION public.nova_refuse_change();


--
-- Name: proof_leaves proof_leaves_no_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER proof_leaves_no_truncate BEFORE TRUNCATE ON public.proof_leaves FOR EACH STATEMENT EXECUTE FUNCTION public.nova_refuse_change();


--
-- Name: proof_nodes proof_nodes_append_only; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER proof_nodes_append_only BEFORE DELETE OR UPDATE ON public.proof_nodes FOR EACH ROW EXECUTE FUNCTION public.nova_refuse_change();


--
-- Name: proof_nodes proof_nodes_no_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER proof_nodes_no_truncate BEFORE TRUNCATE ON public.proof_nodes FOR EACH STATEMENT EXECUTE FUNCTION public.nova_refuse_change();


--
-- Name: proof_reserves proof_reserves_append_only; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER proof_reserves_append_only BEFORE DELETE OR UPDATE ON public.proof_reserves FOR EACH ROW EXECUTE FUNCTION public.nova_refuse_change();


--
-- Name: proof_reserves proof_reserves_no_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER proof_reserves_no_truncate BEFORE TRUNCATE ON public.proof_reserves FOR EACH STATEMENT EXECUTE FUNCTION public.nova_refuse_change();


--
-- Name: proof_snapshots proof_snapshots_append_only; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER proof_snapshots_append_only BEFORE DELETE OR UPDATE ON public.proof_snapshots FOR EACH ROW EXECUTE FUNCTION public.nova_refuse_change();


--
-- Name: proof_snapshots proof_snapshots_no_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER proof_snapshots_no_truncate BEFORE TRUNCATE ON public.proof_snapshots FOR EACH STATEMENT EXECUTE FUNCTION public.nova_refuse_change();


--
-- Name: deposit_addresses deposit_addresses_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deposit_addresses
    ADD CONSTRAINT deposit_addresses_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id);


--
-- Name: deposit_sender_challenges deposit_sender_challenges_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deposit_sender_challenges
    ADD CONSTRAINT deposit_sender_challenges_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id);


--
-- Name: deposit_sender_proofs deposit_sender_proofs_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deposit_sender_proofs
    ADD CONSTRAINT deposit_sender_proofs_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id);


--
-- Name: deposits deposits_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deposits
    ADD CONSTRAINT deposits_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id);


--
-- Name: earning_sessions earning_sessions_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.earning_sessions
    ADD CONSTRAINT earning_sessions_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id);


--
-- Name: email_change_undos email_change_undos_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.email_change_undos
    ADD CONSTRAINT email_change_undos_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id);


--
-- Name: email_codes email_codes_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.email_codes
    ADD CONSTRAINT email_codes_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id);


--
-- Name: hosted_invoices hosted_invoices_deposit_id_deposits_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.hosted_invoices
    ADD CONSTRAINT hosted_invoices_deposit_id_deposits_id_fk FOREIGN KEY (deposit_id) REFERENCES public.deposits(id);


--
-- Name: login_challenges login_challenges_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.login_challenges
    ADD CONSTRAINT login_challenges_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id);


--
-- Name: memberships memberships_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memberships
    ADD CONSTRAINT memberships_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id);


--
-- Name: memberships memberships_vip_level_id_vip_levels_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memberships
    ADD CONSTRAINT memberships_vip_level_id_vip_levels_id_fk FOREIGN KEY (vip_level_id) REFERENCES public.vip_levels(id);


--
-- Name: proof_blocks proof_blocks_snapshot_id_proof_snapshots_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.proof_blocks
    ADD CONSTRAINT proof_blocks_snapshot_id_proof_snapshots_id_fk FOREIGN KEY (snapshot_id) REFERENCES public.proof_snapshots(id);


--
-- Name: proof_leaves proof_leaves_snapshot_id_proof_snapshots_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.proof_leaves
    ADD CONSTRAINT proof_leaves_snapshot_id_proof_snapshots_id_fk FOREIGN KEY (snapshot_id) REFERENCES public.proof_snapshots(id);


--
-- Name: proof_nodes proof_nodes_snapshot_id_proof_snapshots_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.proof_nodes
    ADD CONSTRAINT proof_nodes_snapshot_id_proof_snapshots_id_fk FOREIGN KEY (snapshot_id) REFERENCES public.proof_snapshots(id);


--
-- Name: proof_reserves proof_reserves_snapshot_id_proof_snapshots_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.proof_reserves
    ADD CONSTRAINT proof_reserves_snapshot_id_proof_snapshots_id_fk FOREIGN KEY (snapshot_id) REFERENCES public.proof_snapshots(id);


--
-- Name: sessions sessions_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id);


--
-- Name: test_transfer_days test_transfer_days_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.test_transfer_days
    ADD CONSTRAINT test_transfer_days_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id);


--
-- Name: two_factor_recovery_codes two_factor_recovery_codes_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.two_factor_recovery_codes
    ADD CONSTRAINT two_factor_recovery_codes_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id);


--
-- Name: two_factor_secrets two_factor_secrets_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.two_factor_secrets
    ADD CONSTRAINT two_factor_secrets_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id);


--
-- Name: users users_referrer_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_referrer_id_users_id_fk FOREIGN KEY (referrer_id) REFERENCES public.users(id);


--
-- Name: withdrawals withdrawals_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.withdrawals
    ADD CONSTRAINT withdrawals_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id);


--
-- PostgreSQL database dump complete
--

\unrestrict zgAi0R5zoeHysxcVI57CQxFPchqLdyAdLcnE9C2gHDPkp3WG0Q2qK5rj3z3goai

