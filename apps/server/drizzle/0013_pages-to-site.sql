-- The help, terms and privacy texts moved from the settings document to the site content document
-- (the admin Site tab). An operator's own texts move with them; built-in ones are left behind, so
-- the pages keep showing the built-in text of the running version.
INSERT INTO "site_content" ("id", "value", "updated_at")
SELECT 1, '{"problem":"","solution":"","roadmap":[],"team":[],"tokenomics":null,"example":false}'::jsonb, now()
FROM "settings"
WHERE "id" = 1 AND ("value" ? 'helpText' OR "value" ? 'termsText' OR "value" ? 'privacyText')
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
UPDATE "site_content" AS content
SET "value" = content."value" || jsonb_build_object('pages', jsonb_build_object(
  'help', coalesce(settings."value" ->> 'helpText', ''),
  'terms', coalesce(settings."value" ->> 'termsText', ''),
  'privacy', coalesce(settings."value" ->> 'privacyText', '')))
FROM "settings" AS settings
WHERE content."id" = 1 AND settings."id" = 1 AND NOT (content."value" ? 'pages');--> statement-breakpoint
UPDATE "settings" SET "value" = "value" - 'helpText' - 'termsText' - 'privacyText' WHERE "id" = 1;
