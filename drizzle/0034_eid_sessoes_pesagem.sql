CREATE TABLE "leituras_sessao" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sessao_id" uuid NOT NULL,
	"linha" integer NOT NULL,
	"eid" text,
	"vid" text,
	"peso_kg" numeric(10, 3),
	"data" date,
	"hora" text,
	"travada" boolean NOT NULL,
	"situacao" text NOT NULL,
	"motivo" text,
	"animal_id" uuid,
	"lote_id" uuid,
	"pesagem_animal_id" uuid,
	"gmd" numeric(8, 3),
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leituras_sessao_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sessoes_pesagem" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"origem" text NOT NULL,
	"formato" text,
	"nome_arquivo" text,
	"impressao" text,
	"status" text NOT NULL,
	"observacao" text,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"fechada_em" timestamp with time zone,
	CONSTRAINT "sessoes_pesagem_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "animais" ADD COLUMN "eid" text;--> statement-breakpoint
CREATE INDEX "leituras_sessao_tenant_sessao_linha_idx" ON "leituras_sessao" USING btree ("tenant_id","sessao_id","linha");--> statement-breakpoint
CREATE UNIQUE INDEX "sessoes_pesagem_impressao_unique" ON "sessoes_pesagem" USING btree ("tenant_id","impressao") WHERE "sessoes_pesagem"."impressao" is not null;--> statement-breakpoint
CREATE INDEX "sessoes_pesagem_tenant_criada_idx" ON "sessoes_pesagem" USING btree ("tenant_id","criada_em" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "animais_eid_unique" ON "animais" USING btree ("tenant_id","eid") WHERE "animais"."deleted_at" is null and "animais"."eid" is not null;