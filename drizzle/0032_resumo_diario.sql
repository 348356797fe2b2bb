CREATE TABLE "resumo_configuracoes" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"hora" smallint DEFAULT 6 NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resumo_preferencias" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resumo_preferencias_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "resumos_enviados" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"data" date NOT NULL,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"hedge_resultado" numeric(16, 2),
	CONSTRAINT "resumos_enviados_tenant_id_user_id_data_pk" PRIMARY KEY("tenant_id","user_id","data")
);
--> statement-breakpoint
ALTER TABLE "resumo_configuracoes" ADD CONSTRAINT "resumo_configuracoes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumo_preferencias" ADD CONSTRAINT "resumo_preferencias_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumo_preferencias" ADD CONSTRAINT "resumo_preferencias_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumos_enviados" ADD CONSTRAINT "resumos_enviados_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumos_enviados" ADD CONSTRAINT "resumos_enviados_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;