CREATE TYPE "public"."custo_categoria" AS ENUM('Frete', 'Energia', 'MaoDeObra', 'Arrendamento', 'Diaria', 'Manutencao', 'Outros');--> statement-breakpoint
CREATE TABLE "compras" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"lote_id" uuid NOT NULL,
	"data_compra" date NOT NULL,
	"quantidade_animais" integer NOT NULL,
	"peso_total" numeric(14, 3) NOT NULL,
	"valor_total" numeric(16, 2) NOT NULL,
	"frete" numeric(16, 2) DEFAULT 0 NOT NULL,
	"comissao" numeric(16, 2) DEFAULT 0 NOT NULL,
	"vendedor" text,
	"observacoes" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "compras_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "custos" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"lote_id" uuid,
	"categoria" "custo_categoria" NOT NULL,
	"descricao" text,
	"valor" numeric(16, 2) NOT NULL,
	"data" date NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "custos_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "custos_rateio" (
	"tenant_id" uuid NOT NULL,
	"data" date NOT NULL,
	"lote_id" uuid NOT NULL,
	"valor" numeric NOT NULL,
	CONSTRAINT "custos_rateio_tenant_id_data_lote_id_pk" PRIMARY KEY("tenant_id","data","lote_id")
);
--> statement-breakpoint
CREATE TABLE "custos_rateio_lote" (
	"tenant_id" uuid NOT NULL,
	"lote_id" uuid NOT NULL,
	"valor" numeric DEFAULT 0 NOT NULL,
	CONSTRAINT "custos_rateio_lote_tenant_id_lote_id_pk" PRIMARY KEY("tenant_id","lote_id")
);
--> statement-breakpoint
CREATE TABLE "custos_totais" (
	"tenant_id" uuid NOT NULL,
	"categoria" "custo_categoria" NOT NULL,
	"valor" numeric(18, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "custos_totais_tenant_id_categoria_pk" PRIMARY KEY("tenant_id","categoria")
);
--> statement-breakpoint
ALTER TABLE "lotes" ADD COLUMN "rendimento_estimado" numeric(5, 2) DEFAULT 53 NOT NULL;--> statement-breakpoint
ALTER TABLE "lotes" ADD COLUMN "total_custo_compra" numeric(18, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lotes" ADD COLUMN "total_custo_direto" numeric(18, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "compras" ADD CONSTRAINT "compras_tenant_id_lote_id_lotes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lote_id") REFERENCES "public"."lotes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custos" ADD CONSTRAINT "custos_tenant_id_lote_id_lotes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lote_id") REFERENCES "public"."lotes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compras_tenant_lote_data_idx" ON "compras" USING btree ("tenant_id","lote_id","data_compra" DESC NULLS FIRST,"criado_em" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "custos_tenant_data_idx" ON "custos" USING btree ("tenant_id","data" DESC NULLS FIRST,"criado_em" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "custos_tenant_lote_idx" ON "custos" USING btree ("tenant_id","lote_id");--> statement-breakpoint
CREATE INDEX "custos_overhead_dia_idx" ON "custos" USING btree ("tenant_id","data") WHERE "custos"."lote_id" is null and "custos"."deleted_at" is null;