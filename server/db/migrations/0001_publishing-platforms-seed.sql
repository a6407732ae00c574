-- The publishing platforms catalogue (issue 5): the spec's four plus Ghost. Re-runnable.
INSERT INTO "publishing_platforms" ("name", "display_name", "description", "logo_url", "api_endpoint", "website", "requires_authentication", "is_enabled") VALUES
  ('wordpress', 'WordPress', 'Publish to a WordPress.com site or to your own self-hosted WordPress.', '/platforms/wordpress.svg', 'https://public-api.wordpress.com', 'https://wordpress.org', true, true),
  ('medium', 'Medium', 'Share with the Medium community.', '/platforms/medium.svg', 'https://api.medium.com/v1', 'https://medium.com', true, true),
  ('devto', 'DEV', 'Share with the DEV community of software developers.', '/platforms/devto.svg', 'https://dev.to/api', 'https://dev.to', true, true),
  ('hashnode', 'Hashnode', 'Share with the Hashnode community on your own blog domain.', '/platforms/hashnode.svg', 'https://gql-beta.hashnode.com', 'https://hashnode.com', true, true),
  ('ghost', 'Ghost', 'Publish to your Ghost site, self-hosted or on Ghost(Pro).', '/platforms/ghost.svg', NULL, 'https://ghost.org', true, true)
ON CONFLICT ("name") DO UPDATE SET
  "display_name" = EXCLUDED."display_name",
  "description" = EXCLUDED."description",
  "logo_url" = EXCLUDED."logo_url",
  "api_endpoint" = EXCLUDED."api_endpoint",
  "website" = EXCLUDED."website";
