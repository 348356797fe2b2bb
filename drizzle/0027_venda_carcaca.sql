ALTER TABLE "animais" ADD COLUMN "peso_carcaca" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "animais" ADD COLUMN "rendimento_carcaca" numeric(5, 2);