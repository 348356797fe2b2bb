CREATE TABLE "pesagens_animais" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"animal_id" uuid NOT NULL,
	"data" date NOT NULL,
	"peso" numeric(10, 3) NOT NULL,
	"observacao" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "pesagens_animais_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "pesagens_animais" ADD CONSTRAINT "pesagens_animais_tenant_id_animal_id_animais_tenant_id_id_fk" FOREIGN KEY ("tenant_id","animal_id") REFERENCES "public"."animais"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pesagens_animais_tenant_animal_data_idx" ON "pesagens_animais" USING btree ("tenant_id","animal_id","data" DESC NULLS LAST,"criado_em" DESC NULLS LAST) WHERE "pesagens_animais"."deleted_at" is null;