CREATE TABLE "loyalty_accounts" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"points_centi" bigint DEFAULT 0 NOT NULL,
	"level_order" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_level_rewards" (
	"player_id" uuid NOT NULL,
	"level_order" integer NOT NULL,
	"outcome" text NOT NULL,
	"player_bonus_id" text,
	"player_freespin_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_level_rewards_player_id_level_order_pk" PRIMARY KEY("player_id","level_order")
);
--> statement-breakpoint
CREATE TABLE "loyalty_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"level_order" integer NOT NULL,
	"name" jsonb NOT NULL,
	"points" bigint NOT NULL,
	"perks" jsonb NOT NULL,
	"is_vip" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_levels_order_unique" UNIQUE("level_order")
);
--> statement-breakpoint
CREATE TABLE "loyalty_point_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"product" text,
	"day" date,
	"points_centi" bigint NOT NULL,
	"title" jsonb,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_point_rates" (
	"product" text NOT NULL,
	"currency" text NOT NULL,
	"points_per_unit" numeric(12, 4) NOT NULL,
	CONSTRAINT "loyalty_point_rates_product_currency_pk" PRIMARY KEY("product","currency")
);
--> statement-breakpoint
CREATE TABLE "loyalty_rakeback" (
	"player_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"accrued_micro" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_rakeback_player_id_currency_pk" PRIMARY KEY("player_id","currency"),
	CONSTRAINT "loyalty_rakeback_not_negative" CHECK ("loyalty_rakeback"."accrued_micro" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_rakeback_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"player_bonus_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_quest_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_quest_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"quantity" bigint NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"games" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"game_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"min_bet" bigint,
	"min_multiplier" integer,
	"min_legs" integer,
	"name" jsonb,
	"last_day" date,
	"completed_at" timestamp with time zone,
	CONSTRAINT "player_quest_tasks_position_unique" UNIQUE("player_quest_id","position")
);
--> statement-breakpoint
CREATE TABLE "player_quests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"definition_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"identity" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"rewards" jsonb NOT NULL,
	"sequential" boolean NOT NULL,
	"reset_schedule" text NOT NULL,
	"duration_minutes" integer,
	"state" integer DEFAULT 1 NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"deadline_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"rewards_claimed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_quests_period_unique" UNIQUE("player_id","definition_id","period_key"),
	CONSTRAINT "player_quests_state" CHECK ("player_quests"."state" in (1, 2, 3, 5, 6))
);
--> statement-breakpoint
CREATE TABLE "quest_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"identity" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"tasks" jsonb NOT NULL,
	"rewards" jsonb NOT NULL,
	"sequential" boolean DEFAULT false NOT NULL,
	"reset_schedule" text DEFAULT 'none' NOT NULL,
	"duration_minutes" integer,
	"available_from" timestamp with time zone,
	"available_until" timestamp with time zone,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_definitions_identity_unique" UNIQUE("identity")
);
--> statement-breakpoint
CREATE TABLE "quest_reward_issues" (
	"player_quest_id" uuid NOT NULL,
	"reward_index" integer NOT NULL,
	"player_bonus_id" text,
	"player_freespin_id" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_reward_issues_player_quest_id_reward_index_pk" PRIMARY KEY("player_quest_id","reward_index")
);
--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_level_rewards" ADD CONSTRAINT "loyalty_level_rewards_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_point_entries" ADD CONSTRAINT "loyalty_point_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_rakeback" ADD CONSTRAINT "loyalty_rakeback_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_rakeback_claims" ADD CONSTRAINT "loyalty_rakeback_claims_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_quest_tasks" ADD CONSTRAINT "player_quest_tasks_player_quest_id_player_quests_id_fk" FOREIGN KEY ("player_quest_id") REFERENCES "public"."player_quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_quests" ADD CONSTRAINT "player_quests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_quests" ADD CONSTRAINT "player_quests_definition_id_quest_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."quest_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_reward_issues" ADD CONSTRAINT "quest_reward_issues_player_quest_id_player_quests_id_fk" FOREIGN KEY ("player_quest_id") REFERENCES "public"."player_quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_point_entries_player_idx" ON "loyalty_point_entries" USING btree ("player_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_point_entries_day_unique" ON "loyalty_point_entries" USING btree ("player_id","kind","product","day") WHERE "loyalty_point_entries"."kind" in ('wager', 'refund');--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_point_entries_reference_unique" ON "loyalty_point_entries" USING btree ("player_id","reference") WHERE "loyalty_point_entries"."reference" is not null;--> statement-breakpoint
CREATE INDEX "loyalty_rakeback_claims_player_idx" ON "loyalty_rakeback_claims" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "player_quests_player_state_idx" ON "player_quests" USING btree ("player_id","state");