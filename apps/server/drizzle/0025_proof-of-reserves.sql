CREATE TABLE "proof_blocks" (
	"snapshot_id" uuid NOT NULL,
	"network" text NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	CONSTRAINT "proof_blocks_snapshot_id_network_pk" PRIMARY KEY("snapshot_id","network")
);
--> statement-breakpoint
CREATE TABLE "proof_cold_wallets" (
	"network" text NOT NULL,
	"address" text NOT NULL,
	"message" text NOT NULL,
	"signature" text NOT NULL,
	"declared_at" timestamp with time zone NOT NULL,
	CONSTRAINT "proof_cold_wallets_network_address_pk" PRIMARY KEY("network","address")
);
--> statement-breakpoint
CREATE TABLE "proof_leaves" (
	"snapshot_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"leaf_index" integer NOT NULL,
	"nonce" text NOT NULL,
	"balance" bigint NOT NULL,
	CONSTRAINT "proof_leaves_snapshot_id_user_id_pk" PRIMARY KEY("snapshot_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "proof_nodes" (
	"snapshot_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"position" integer NOT NULL,
	"hash" text NOT NULL,
	"sum" bigint NOT NULL,
	CONSTRAINT "proof_nodes_snapshot_id_level_position_pk" PRIMARY KEY("snapshot_id","level","position")
);
--> statement-breakpoint
CREATE TABLE "proof_reserves" (
	"snapshot_id" uuid NOT NULL,
	"network" text NOT NULL,
	"token" text NOT NULL,
	"address" text NOT NULL,
	"kind" text NOT NULL,
	"balance" bigint NOT NULL,
	CONSTRAINT "proof_reserves_snapshot_id_network_token_address_pk" PRIMARY KEY("snapshot_id","network","token","address")
);
--> statement-breakpoint
CREATE TABLE "proof_snapshots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"scheduled_day" date,
	"root_hash" text NOT NULL,
	"root_sum" bigint NOT NULL,
	"members" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proof_blocks" ADD CONSTRAINT "proof_blocks_snapshot_id_proof_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."proof_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_leaves" ADD CONSTRAINT "proof_leaves_snapshot_id_proof_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."proof_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_nodes" ADD CONSTRAINT "proof_nodes_snapshot_id_proof_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."proof_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_reserves" ADD CONSTRAINT "proof_reserves_snapshot_id_proof_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."proof_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proof_snapshots_day_key" ON "proof_snapshots" USING btree ("scheduled_day");--> statement-breakpoint
CREATE INDEX "proof_snapshots_taken_idx" ON "proof_snapshots" USING btree ("taken_at");