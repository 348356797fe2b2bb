ALTER TABLE "lotes" ADD COLUMN "ultima_pesagem_data" date;--> statement-breakpoint
ALTER TABLE "lotes" ADD COLUMN "ultima_pesagem_peso" numeric(10, 3);