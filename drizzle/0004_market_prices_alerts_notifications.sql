CREATE TYPE "public"."tipo_alerta" AS ENUM('PrecoAcima', 'PrecoAbaixo');--> statement-breakpoint
CREATE TYPE "public"."fonte_preco" AS ENUM('PRIMARY', 'ETF', 'INDEX_LEGACY', 'MANUAL');--> statement-breakpoint
CREATE TABLE "alertas_preco" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tipo" "tipo_alerta" NOT NULL,
	"valor_alvo" numeric(12, 2) NOT NULL,
	"fonte" "fonte_preco" NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_disparo_em" timestamp with time zone,
	CONSTRAINT "alertas_preco_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "market_candles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"symbol" text NOT NULL,
	"contract_code" text NOT NULL,
	"timeframe" text NOT NULL,
	"open" numeric(14, 4) NOT NULL,
	"high" numeric(14, 4) NOT NULL,
	"low" numeric(14, 4) NOT NULL,
	"close" numeric(14, 4) NOT NULL,
	"volume" bigint NOT NULL,
	"source" text NOT NULL,
	"candle_time" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"symbol" text NOT NULL,
	"contract_code" text NOT NULL,
	"price" numeric(14, 4) NOT NULL,
	"open_price" numeric(14, 4) NOT NULL,
	"high_price" numeric(14, 4) NOT NULL,
	"low_price" numeric(14, 4) NOT NULL,
	"variation_percent" numeric(12, 4) NOT NULL,
	"volume" bigint NOT NULL,
	"source" text NOT NULL,
	"quote_timestamp" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_sync_ticks" (
	"tick" bigint PRIMARY KEY NOT NULL,
	"instance" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notificacoes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"titulo" text NOT NULL,
	"mensagem" text NOT NULL,
	"tipo" text NOT NULL,
	"lida" boolean DEFAULT false NOT NULL,
	"dados" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notificacoes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "precos_mercado" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"data" date NOT NULL,
	"preco_arroba" numeric(12, 2) NOT NULL,
	"variacao" numeric(12, 2) DEFAULT 0 NOT NULL,
	"variacao_percentual" numeric(10, 2) DEFAULT 0 NOT NULL,
	"fonte" "fonte_preco" NOT NULL,
	"indice" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alertas_preco" ADD CONSTRAINT "alertas_preco_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alertas_preco" ADD CONSTRAINT "alertas_preco_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precos_mercado" ADD CONSTRAINT "precos_mercado_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alertas_tenant_user_idx" ON "alertas_preco" USING btree ("tenant_id","user_id","criado_em" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "alertas_fonte_ativo_idx" ON "alertas_preco" USING btree ("fonte","ativo");--> statement-breakpoint
CREATE UNIQUE INDEX "market_candles_key_unique" ON "market_candles" USING btree ("symbol","contract_code","timeframe","candle_time");--> statement-breakpoint
CREATE UNIQUE INDEX "market_quotes_key_unique" ON "market_quotes" USING btree ("symbol","contract_code","quote_timestamp");--> statement-breakpoint
CREATE INDEX "market_quotes_contract_time_idx" ON "market_quotes" USING btree ("contract_code","quote_timestamp" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notificacoes_tenant_user_idx" ON "notificacoes" USING btree ("tenant_id","user_id","criada_em" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notificacoes_unread_idx" ON "notificacoes" USING btree ("tenant_id","user_id") WHERE not "notificacoes"."lida";--> statement-breakpoint
CREATE UNIQUE INDEX "precos_mercado_global_unique" ON "precos_mercado" USING btree ("fonte","data") WHERE "precos_mercado"."tenant_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "precos_mercado_tenant_unique" ON "precos_mercado" USING btree ("tenant_id","fonte","data") WHERE "precos_mercado"."tenant_id" is not null;