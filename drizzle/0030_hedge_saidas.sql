CREATE TABLE "hedge_saidas" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"hedge_id" uuid NOT NULL,
	"quantidade_contratos" integer NOT NULL,
	"preco_saida" numeric(14, 2) NOT NULL,
	"data_saida" date NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "hedge_saidas_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "hedge_saidas" ADD CONSTRAINT "hedge_saidas_tenant_id_hedge_id_hedges_tenant_id_id_fk" FOREIGN KEY ("tenant_id","hedge_id") REFERENCES "public"."hedges"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hedge_saidas_hedge_idx" ON "hedge_saidas" USING btree ("tenant_id","hedge_id");