CREATE TYPE "public"."hedge_direcao" AS ENUM('Venda', 'Compra');--> statement-breakpoint
CREATE TABLE "hedge_lotes" (
	"tenant_id" uuid NOT NULL,
	"hedge_id" uuid NOT NULL,
	"lote_id" uuid NOT NULL,
	CONSTRAINT "hedge_lotes_tenant_id_hedge_id_lote_id_pk" PRIMARY KEY("tenant_id","hedge_id","lote_id")
);
--> statement-breakpoint
CREATE TABLE "hedges" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"contrato" text NOT NULL,
	"direcao" "hedge_direcao" NOT NULL,
	"quantidade_contratos" integer NOT NULL,
	"preco_entrada" numeric(14, 2) NOT NULL,
	"data_entrada" date NOT NULL,
	"preco_saida" numeric(14, 2),
	"data_saida" date,
	"observacao" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "hedges_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "hedge_lotes" ADD CONSTRAINT "hedge_lotes_tenant_id_hedge_id_hedges_tenant_id_id_fk" FOREIGN KEY ("tenant_id","hedge_id") REFERENCES "public"."hedges"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hedge_lotes" ADD CONSTRAINT "hedge_lotes_tenant_id_lote_id_lotes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lote_id") REFERENCES "public"."lotes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hedges" ADD CONSTRAINT "hedges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hedge_lotes_lote_idx" ON "hedge_lotes" USING btree ("tenant_id","lote_id");--> statement-breakpoint
CREATE INDEX "hedges_tenant_entrada_idx" ON "hedges" USING btree ("tenant_id","data_entrada" DESC NULLS FIRST,"id");