// Public file of the comments feature (comments on a selection of a shared blog, docs/decisions/020-coediting-on-postgresql.md).
export { CommentsPanel } from './CommentsPanel';
export { useBlogComments } from './use-blog-comments';
