CREATE TYPE "public"."protocolo_tipo" AS ENUM('Vacina', 'Vermifugo', 'Vitamina', 'Antibiotico', 'Outro');--> statement-breakpoint
CREATE TABLE "protocolos" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"lote_id" uuid NOT NULL,
	"produto" text NOT NULL,
	"tipo" "protocolo_tipo" NOT NULL,
	"data_prevista" date NOT NULL,
	"data_realizada" date,
	"quantidade_ml" numeric(12, 2) DEFAULT 0 NOT NULL,
	"custo_por_animal" numeric(14, 2) DEFAULT 0 NOT NULL,
	"carencia_dias" integer DEFAULT 0 NOT NULL,
	"fim_carencia" date GENERATED ALWAYS AS (data_realizada + carencia_dias) STORED,
	"observacoes" text,
	"cabecas_realizadas" integer,
	"custo_realizado" numeric(16, 2),
	"atraso_avisado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "protocolos_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "medicamentos" ADD COLUMN "carencia_dias" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "medicamentos" ADD COLUMN "fim_carencia" date GENERATED ALWAYS AS (data_aplicacao + carencia_dias) STORED;--> statement-breakpoint
ALTER TABLE "protocolos" ADD CONSTRAINT "protocolos_tenant_id_lote_id_lotes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lote_id") REFERENCES "public"."lotes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protocolos_tenant_lote_prevista_idx" ON "protocolos" USING btree ("tenant_id","lote_id","data_prevista","produto") WHERE "protocolos"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "protocolos_tenant_lote_carencia_idx" ON "protocolos" USING btree ("tenant_id","lote_id","fim_carencia") WHERE "protocolos"."deleted_at" is null and "protocolos"."carencia_dias" > 0;--> statement-breakpoint
CREATE INDEX "protocolos_pendentes_idx" ON "protocolos" USING btree ("data_prevista") WHERE "protocolos"."deleted_at" is null and "protocolos"."data_realizada" is null and "protocolos"."atraso_avisado_em" is null;--> statement-breakpoint
CREATE INDEX "medicamentos_tenant_lote_carencia_idx" ON "medicamentos" USING btree ("tenant_id","lote_id","fim_carencia") WHERE "medicamentos"."deleted_at" is null and "medicamentos"."carencia_dias" > 0;