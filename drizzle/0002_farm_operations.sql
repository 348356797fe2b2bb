CREATE TYPE "public"."animal_sexo" AS ENUM('Macho', 'Femea');--> statement-breakpoint
CREATE TYPE "public"."animal_status" AS ENUM('Ativo', 'Vendido', 'Morto');--> statement-breakpoint
CREATE TYPE "public"."lote_status" AS ENUM('Aberto', 'Fechado');--> statement-breakpoint
CREATE TABLE "animais" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"lote_id" uuid NOT NULL,
	"identificacao" text NOT NULL,
	"brinco" text,
	"sexo" "animal_sexo" NOT NULL,
	"raca" text,
	"peso_entrada" numeric(10, 3) NOT NULL,
	"data_entrada" date NOT NULL,
	"status" "animal_status" DEFAULT 'Ativo' NOT NULL,
	"data_morte" date,
	"causa_morte" text,
	"data_venda" date,
	"peso_venda" numeric(10, 3),
	"valor_arroba" numeric(12, 2),
	"valor_total" numeric(14, 2),
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "animais_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "consumos_racao" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"lote_id" uuid NOT NULL,
	"racao_id" uuid NOT NULL,
	"data" date NOT NULL,
	"quantidade_kg" numeric(14, 3) NOT NULL,
	"custo_total" numeric(16, 2) NOT NULL,
	"observacao" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "consumos_racao_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "lotes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"codigo" text NOT NULL,
	"descricao" text,
	"status" "lote_status" DEFAULT 'Aberto' NOT NULL,
	"quantidade_animais" integer NOT NULL,
	"peso_medio_entrada" numeric(10, 3) NOT NULL,
	"data_entrada" date NOT NULL,
	"data_prevista_saida" date,
	"raca" text,
	"cidade" text,
	"peso_saida" numeric(10, 3),
	"rendimento_carcaca" numeric(5, 2),
	"data_saida" date,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "lotes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "medicamentos" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"lote_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"data_aplicacao" date NOT NULL,
	"dosagem" text,
	"quantidade_animais" integer NOT NULL,
	"custo_unitario" numeric(14, 2) NOT NULL,
	"custo_total" numeric(16, 2) NOT NULL,
	"fornecedor" text,
	"observacao" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "medicamentos_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "pesagens" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"lote_id" uuid NOT NULL,
	"data" date NOT NULL,
	"peso_medio" numeric(10, 3) NOT NULL,
	"quantidade_animais" integer NOT NULL,
	"observacao" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "pesagens_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "racoes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"custo_kg" numeric(14, 2) NOT NULL,
	"data_compra" date NOT NULL,
	"quantidade_kg" numeric(16, 3) NOT NULL,
	"fornecedor" text,
	"composicao" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "racoes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "animais" ADD CONSTRAINT "animais_tenant_id_lote_id_lotes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lote_id") REFERENCES "public"."lotes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumos_racao" ADD CONSTRAINT "consumos_racao_tenant_id_lote_id_lotes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lote_id") REFERENCES "public"."lotes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumos_racao" ADD CONSTRAINT "consumos_racao_tenant_id_racao_id_racoes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","racao_id") REFERENCES "public"."racoes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotes" ADD CONSTRAINT "lotes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicamentos" ADD CONSTRAINT "medicamentos_tenant_id_lote_id_lotes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lote_id") REFERENCES "public"."lotes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesagens" ADD CONSTRAINT "pesagens_tenant_id_lote_id_lotes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lote_id") REFERENCES "public"."lotes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "racoes" ADD CONSTRAINT "racoes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "animais_identificacao_unique" ON "animais" USING btree ("tenant_id","identificacao") WHERE "animais"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "animais_tenant_lote_status_idx" ON "animais" USING btree ("tenant_id","lote_id","status");--> statement-breakpoint
CREATE INDEX "animais_tenant_status_idx" ON "animais" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "consumos_tenant_lote_data_idx" ON "consumos_racao" USING btree ("tenant_id","lote_id","data" DESC NULLS FIRST,"criado_em" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "consumos_tenant_racao_idx" ON "consumos_racao" USING btree ("tenant_id","racao_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lotes_codigo_unique" ON "lotes" USING btree ("tenant_id","codigo") WHERE "lotes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "lotes_tenant_entrada_idx" ON "lotes" USING btree ("tenant_id","data_entrada" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "medicamentos_tenant_lote_data_idx" ON "medicamentos" USING btree ("tenant_id","lote_id","data_aplicacao" DESC NULLS FIRST,"criado_em" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pesagens_tenant_lote_data_idx" ON "pesagens" USING btree ("tenant_id","lote_id","data" DESC NULLS FIRST,"criado_em" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pesagens_tenant_data_idx" ON "pesagens" USING btree ("tenant_id","data" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "racoes_tenant_list_idx" ON "racoes" USING btree ("tenant_id","data_compra" DESC NULLS FIRST,"nome","id") WHERE "racoes"."deleted_at" is null;