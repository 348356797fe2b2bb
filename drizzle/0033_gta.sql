ALTER TABLE "animais" ADD COLUMN "gta_uf" text;--> statement-breakpoint
ALTER TABLE "animais" ADD COLUMN "gta_serie" text;--> statement-breakpoint
ALTER TABLE "animais" ADD COLUMN "gta_numero" text;--> statement-breakpoint
ALTER TABLE "animais" ADD COLUMN "gta_data_emissao" date;--> statement-breakpoint
ALTER TABLE "compras" ADD COLUMN "gta_uf" text;--> statement-breakpoint
ALTER TABLE "compras" ADD COLUMN "gta_serie" text;--> statement-breakpoint
ALTER TABLE "compras" ADD COLUMN "gta_numero" text;--> statement-breakpoint
ALTER TABLE "compras" ADD COLUMN "gta_data_emissao" date;--> statement-breakpoint
CREATE INDEX "animais_tenant_gta_idx" ON "animais" USING btree ("tenant_id","gta_numero","gta_serie","gta_uf") WHERE "animais"."gta_numero" is not null and "animais"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "compras_tenant_gta_idx" ON "compras" USING btree ("tenant_id","gta_numero","gta_serie","gta_uf") WHERE "compras"."gta_numero" is not null and "compras"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "animais" ADD CONSTRAINT "animais_gta_completa" CHECK (num_nulls("animais"."gta_uf", "animais"."gta_serie", "animais"."gta_numero", "animais"."gta_data_emissao") in (0, 4));--> statement-breakpoint
ALTER TABLE "compras" ADD CONSTRAINT "compras_gta_completa" CHECK (num_nulls("compras"."gta_uf", "compras"."gta_serie", "compras"."gta_numero", "compras"."gta_data_emissao") in (0, 4));