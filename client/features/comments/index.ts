// Public file of the comments feature (comments on a selection of a shared blog, issue 12 §3).
export { CommentsPanel } from './CommentsPanel';
export { useBlogComments } from './use-blog-comments';
