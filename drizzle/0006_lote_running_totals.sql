ALTER TABLE "lotes" ADD COLUMN "total_custo_racao" numeric(18, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lotes" ADD COLUMN "total_custo_medicamentos" numeric(18, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lotes" ADD COLUMN "total_animais_mortos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lotes" ADD COLUMN "total_animais_vendidos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lotes" ADD COLUMN "total_receita_vendas" numeric(18, 2) DEFAULT 0 NOT NULL;