/** Strings of the paginated lists' controls (load more, My Blogs' search and filters). */
export const LIST_COPY = {
  loadMore: 'Load more',
  loadingMore: 'Loading more...',
  loadMoreError: 'Could not load more. Try again.',
  blogFilters: {
    label: 'Search and filter your blogs',
    search: 'Search titles and text',
    searchPlaceholder: 'Search titles and text...',
    status: 'Status',
    anyStatus: 'All statuses',
    draft: 'Draft',
    published: 'Published',
    platform: 'Platform',
    anyPlatform: 'All platforms',
    from: 'From',
    to: 'To',
    clear: 'Clear filters',
    noMatchTitle: 'No matching blogs',
    noMatchText: 'No blog matches your search and filters.',
  },
} as const;
