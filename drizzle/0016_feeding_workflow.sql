CREATE TABLE "currais" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"codigo" text NOT NULL,
	"capacidade" integer NOT NULL,
	"area_m2" numeric(12, 2),
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "currais_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "dieta_ingredientes" (
	"tenant_id" uuid NOT NULL,
	"dieta_id" uuid NOT NULL,
	"versao" integer NOT NULL,
	"racao_id" uuid NOT NULL,
	"percentual" numeric(5, 2) NOT NULL,
	CONSTRAINT "dieta_ingredientes_tenant_id_dieta_id_versao_racao_id_pk" PRIMARY KEY("tenant_id","dieta_id","versao","racao_id")
);
--> statement-breakpoint
CREATE TABLE "dieta_versoes" (
	"tenant_id" uuid NOT NULL,
	"dieta_id" uuid NOT NULL,
	"versao" integer NOT NULL,
	"nome" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dieta_versoes_tenant_id_dieta_id_versao_pk" PRIMARY KEY("tenant_id","dieta_id","versao")
);
--> statement-breakpoint
CREATE TABLE "dietas" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"ativa" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "dietas_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "lote_dietas" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"lote_id" uuid NOT NULL,
	"dieta_id" uuid NOT NULL,
	"desde" date NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lote_dietas_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "racao_entradas" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"racao_id" uuid NOT NULL,
	"data" date NOT NULL,
	"quantidade_kg" numeric(16, 3) NOT NULL,
	"custo_kg" numeric(14, 2) NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "racao_entradas_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "confirmacoes_trato" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"lote_id" uuid NOT NULL,
	"data" date NOT NULL,
	"kg_fornecido" numeric(14, 3) NOT NULL,
	"dieta_id" uuid NOT NULL,
	"dieta_versao" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "confirmacoes_trato_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "leituras_cocho" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"lote_id" uuid NOT NULL,
	"data" date NOT NULL,
	"nota" smallint NOT NULL,
	"observacao" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leituras_cocho_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "consumos_racao" ADD COLUMN "confirmacao_id" uuid;--> statement-breakpoint
ALTER TABLE "lotes" ADD COLUMN "curral_id" uuid;--> statement-breakpoint
ALTER TABLE "racoes" ADD COLUMN "materia_seca_percentual" numeric(5, 2) DEFAULT 88 NOT NULL;--> statement-breakpoint
ALTER TABLE "racoes" ADD COLUMN "estoque_kg" numeric(16, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "racoes" ADD COLUMN "estoque_minimo_kg" numeric(16, 3);--> statement-breakpoint
ALTER TABLE "racoes" ADD COLUMN "estoque_baixo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "racoes" ADD COLUMN "estoque_aviso_pendente" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "currais" ADD CONSTRAINT "currais_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dieta_ingredientes" ADD CONSTRAINT "dieta_ingredientes_tenant_id_dieta_id_versao_dieta_versoes_tenant_id_dieta_id_versao_fk" FOREIGN KEY ("tenant_id","dieta_id","versao") REFERENCES "public"."dieta_versoes"("tenant_id","dieta_id","versao") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dieta_ingredientes" ADD CONSTRAINT "dieta_ingredientes_tenant_id_racao_id_racoes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","racao_id") REFERENCES "public"."racoes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dieta_versoes" ADD CONSTRAINT "dieta_versoes_tenant_id_dieta_id_dietas_tenant_id_id_fk" FOREIGN KEY ("tenant_id","dieta_id") REFERENCES "public"."dietas"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dietas" ADD CONSTRAINT "dietas_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lote_dietas" ADD CONSTRAINT "lote_dietas_tenant_id_lote_id_lotes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lote_id") REFERENCES "public"."lotes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lote_dietas" ADD CONSTRAINT "lote_dietas_tenant_id_dieta_id_dietas_tenant_id_id_fk" FOREIGN KEY ("tenant_id","dieta_id") REFERENCES "public"."dietas"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "racao_entradas" ADD CONSTRAINT "racao_entradas_tenant_id_racao_id_racoes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","racao_id") REFERENCES "public"."racoes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmacoes_trato" ADD CONSTRAINT "confirmacoes_trato_tenant_id_lote_id_lotes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lote_id") REFERENCES "public"."lotes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmacoes_trato" ADD CONSTRAINT "confirmacoes_trato_tenant_id_dieta_id_dietas_tenant_id_id_fk" FOREIGN KEY ("tenant_id","dieta_id") REFERENCES "public"."dietas"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leituras_cocho" ADD CONSTRAINT "leituras_cocho_tenant_id_lote_id_lotes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lote_id") REFERENCES "public"."lotes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "currais_codigo_unique" ON "currais" USING btree ("tenant_id","codigo") WHERE "currais"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "lote_dietas_lote_desde_unique" ON "lote_dietas" USING btree ("tenant_id","lote_id","desde");--> statement-breakpoint
CREATE INDEX "lote_dietas_dieta_idx" ON "lote_dietas" USING btree ("tenant_id","dieta_id");--> statement-breakpoint
CREATE INDEX "racao_entradas_racao_idx" ON "racao_entradas" USING btree ("tenant_id","racao_id","data");--> statement-breakpoint
CREATE UNIQUE INDEX "confirmacoes_trato_lote_data_unique" ON "confirmacoes_trato" USING btree ("tenant_id","lote_id","data") WHERE "confirmacoes_trato"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "leituras_cocho_lote_data_unique" ON "leituras_cocho" USING btree ("tenant_id","lote_id","data");--> statement-breakpoint
ALTER TABLE "lotes" ADD CONSTRAINT "lotes_tenant_id_curral_id_currais_tenant_id_id_fk" FOREIGN KEY ("tenant_id","curral_id") REFERENCES "public"."currais"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumos_tenant_confirmacao_idx" ON "consumos_racao" USING btree ("tenant_id","confirmacao_id") WHERE "consumos_racao"."confirmacao_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "lotes_curral_aberto_unique" ON "lotes" USING btree ("tenant_id","curral_id") WHERE "lotes"."curral_id" is not null and "lotes"."status" = 'Aberto' and "lotes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "lotes_tenant_abertos_idx" ON "lotes" USING btree ("tenant_id","id") WHERE "lotes"."status" = 'Aberto' and "lotes"."deleted_at" is null;