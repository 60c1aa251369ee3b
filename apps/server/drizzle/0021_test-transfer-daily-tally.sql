CREATE TABLE "test_transfer_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"amount_micros" bigint NOT NULL,
	CONSTRAINT "test_transfer_days_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "test_transfer_days_amount_nonnegative" CHECK ("test_transfer_days"."amount_micros" >= 0)
);
--> statement-breakpoint
ALTER TABLE "test_transfer_days" ADD CONSTRAINT "test_transfer_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;