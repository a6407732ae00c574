/** The prefix of every My Blogs page query (with its filters): invalidating it refreshes them all. */
export const BLOGS_QUERY_KEY = ['/api/blogs'] as const;
