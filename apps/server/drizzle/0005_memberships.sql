CREATE TABLE "earning_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"vip_level_id" uuid NOT NULL,
	"vip_level_name" text NOT NULL,
	"day" date NOT NULL,
	"reward" bigint NOT NULL,
	"credit_at" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"credited_at" timestamp with time zone,
	"transfer_id" uuid,
	"unfunded_at" timestamp with time zone,
	"request_key" text,
	CONSTRAINT "earning_sessions_reward_positive" CHECK ("earning_sessions"."reward" > 0),
	CONSTRAINT "earning_sessions_credit_at" CHECK ("earning_sessions"."credit_at" in ('start', 'end')),
	CONSTRAINT "earning_sessions_status" CHECK ("earning_sessions"."status" in ('pending', 'unfunded', 'credited')),
	CONSTRAINT "earning_sessions_window" CHECK ("earning_sessions"."ends_at" > "earning_sessions"."started_at"),
	CONSTRAINT "earning_sessions_credited_consistent" CHECK (("earning_sessions"."status" = 'credited') = ("earning_sessions"."credited_at" is not null and "earning_sessions"."transfer_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"vip_level_id" uuid NOT NULL,
	"total_paid" bigint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_total_paid_positive" CHECK ("memberships"."total_paid" > 0)
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"amount" bigint NOT NULL,
	"daily_earning" bigint NOT NULL,
	"bicycle_model" text,
	"bicycle_color" text,
	"bicycle_features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_levels_amount_positive" CHECK ("vip_levels"."amount" > 0),
	CONSTRAINT "vip_levels_daily_earning_positive" CHECK ("vip_levels"."daily_earning" > 0)
);
--> statement-breakpoint
ALTER TABLE "earning_sessions" ADD CONSTRAINT "earning_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_vip_level_id_vip_levels_id_fk" FOREIGN KEY ("vip_level_id") REFERENCES "public"."vip_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "earning_sessions_user_day_key" ON "earning_sessions" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "earning_sessions_user_started_idx" ON "earning_sessions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "earning_sessions_due_idx" ON "earning_sessions" USING btree ("due_at","id") WHERE "earning_sessions"."status" <> 'credited';--> statement-breakpoint
CREATE INDEX "memberships_vip_level_idx" ON "memberships" USING btree ("vip_level_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_levels_name_key" ON "vip_levels" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "vip_levels_amount_idx" ON "vip_levels" USING btree ("amount");