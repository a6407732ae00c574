/** The Publish dialog's 'Home (canonical)' choice (docs/decisions/018-publishing-destinations-and-modes.md, docs/decisions/018). */
export const HOME_COPY = {
  legend: 'Home (canonical)',
  hint: 'The copy search engines treat as the original; every other copy points to it.',
  firstLive: 'First copy to go live',
  firstLiveHint: 'Whichever destination is published first.',
  publicPage: 'Inkgram public page',
  publicPageOff: "Make the blog's page public first (Share & export).",
  pointsTo: 'Other copies point to',
  pointsToLater: (label: string) => `Other copies will point to ${label} once it is live.`,
  pointsToFirst: 'Other copies will point to the first copy that goes live.',
  saved: 'Home saved',
  failed: 'Could not change the home',
} as const;
