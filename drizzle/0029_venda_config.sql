CREATE TYPE "public"."lote_categoria" AS ENUM('Boi', 'Novilha');--> statement-breakpoint
CREATE TYPE "public"."base_tipo" AS ENUM('RsArroba', 'Percentual');--> statement-breakpoint
CREATE TYPE "public"."tipo_pessoa" AS ENUM('Fisica', 'Juridica');--> statement-breakpoint
CREATE TABLE "configuracoes_venda" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"base_regional" numeric(10, 2) DEFAULT 0 NOT NULL,
	"base_tipo" "base_tipo" DEFAULT 'RsArroba' NOT NULL,
	"tipo_pessoa" "tipo_pessoa" DEFAULT 'Fisica' NOT NULL,
	"frete_cabeca" numeric(10, 2) DEFAULT 0 NOT NULL,
	"juros_mensal" numeric(6, 3) DEFAULT 0 NOT NULL,
	"mortalidade_mensal" numeric(6, 3) DEFAULT 0 NOT NULL,
	"ajuste_novilha" numeric(5, 2) DEFAULT 0 NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lotes" ADD COLUMN "categoria" "lote_categoria" DEFAULT 'Boi' NOT NULL;--> statement-breakpoint
ALTER TABLE "configuracoes_venda" ADD CONSTRAINT "configuracoes_venda_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;