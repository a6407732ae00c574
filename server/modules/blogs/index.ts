// Public file of the blogs module: the only file code outside server/modules/blogs/ imports
// (layering rule in .dependency-cruiser.cjs; tests may reach inside).
export { blogRoutes } from './blogs.routes';
export { blogPolicy, type BlogSubject } from './blogs.policy';
export { blogsRepository, publishedExists, type BlogRowWithState } from './blogs.repository';
export { presentBlogSummary } from './blogs.presenter';
export { blogsService, storedImageOf, type RecordVersion } from './blogs.service';
export { sourcePostsRepository, type SourcePost } from './source-posts.repository';
export { REVISED_FIELDS, revisedFieldsOf, type RevisedFields } from './blog-revisions';
