-- One form per number (docs/product.md, "Registration and sign-in"): a mobile number stored without
-- its leading 0 gains it. Where the 0-form is already another account's, both stay as they are:
-- the admin sees the pair under Kullanıcılar and decides; two people's data are never merged here.
UPDATE "users" AS u
SET "phone" = '0' || u."phone"
WHERE u."phone" ~ '^5[0-9]{9}$'
  AND NOT EXISTS (SELECT 1 FROM "users" AS d WHERE d."phone" = '0' || u."phone");
