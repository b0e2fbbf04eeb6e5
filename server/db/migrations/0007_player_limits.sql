CREATE TABLE "player_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"definition" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"currency" text,
	"period" text NOT NULL,
	"amount" bigint,
	"anchored_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"usage_window_start" timestamp with time zone,
	"usage_amount" bigint DEFAULT 0 NOT NULL,
	"pending_amount" bigint,
	"pending_period" text,
	"pending_removal" boolean DEFAULT false NOT NULL,
	"pending_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_limits_definition" CHECK ("player_limits"."definition" between 1 and 5),
	CONSTRAINT "player_limits_status" CHECK ("player_limits"."status" in (1, 2)),
	CONSTRAINT "player_limits_money_shape" CHECK (("player_limits"."definition" > 3) or ("player_limits"."amount" > 0 and "player_limits"."currency" is not null))
);
--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_limits_player_idx" ON "player_limits" USING btree ("player_id","status","definition");--> statement-breakpoint
CREATE UNIQUE INDEX "player_limits_active_unique" ON "player_limits" USING btree ("player_id","definition",coalesce("currency", ''),"period") WHERE "player_limits"."status" = 1;