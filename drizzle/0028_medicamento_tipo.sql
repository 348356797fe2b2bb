-- Hand-written (drizzle-kit generate --custom): a medication's tipo in the spelling of the protocols' list
-- (src/modules/medicamento/tipo.ts), whatever accents or case it was stored with, so reports do not split
-- "Antibiótico" from "Antibiotico". Other types are left as they are (the contract's tipo is free text).
UPDATE "medicamentos" AS m SET "tipo" = l.valor
  FROM (VALUES ('Vacina'), ('Vermifugo'), ('Vitamina'), ('Antibiotico'), ('Outro')) AS l(valor)
 WHERE lower(translate(btrim(m."tipo"), 'ÁÀÂÃÄáàâãäÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇç', 'AAAAAaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCc')) = lower(l.valor)
   AND m."tipo" <> l.valor;
