/**
 * Specs run once, at desktop width, not again on the 390 px phone (docs/decisions/045-e2e-phone-runs-the-layout-specs.md):
 * what they check is the server's and the editor's behaviour — merges of co-writers' words, publishing
 * jobs and their outcomes, versions, emails, notifications — which is the same at any width. Every
 * other spec (navigation, forms, the editor's bubbles and menus, dialogs, cards, the calendar, the
 * public page, accessibility scans) runs on both.
 */
export const ONE_SIZE_SPECS = [
  'atproto-sign-in',
  'batches-finish',
  'batches',
  'blogs-pagination',
  'claim-marks',
  'co-editing-fields-live',
  'co-editing-lost-words',
  'co-editing-suggest',
  'create-claims',
  'editor-assist-co-editing',
  'email-invitation',
  'email-verification',
  'failures-come-back',
  'fediverse-follow',
  'home-withdraw',
  'named-versions',
  'notifications',
  'password-reset',
  'publish-withdraw',
  'publishing-outcomes',
  'revisions',
  'session-draft',
  'session-end',
  'shared-access',
  'source-pack',
  'style-profile',
  'top-posts',
  'version-history',
].map((name) => `**/${name}.spec.ts`);
