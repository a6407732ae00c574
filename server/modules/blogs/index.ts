// Public file of the blogs module: the only file code outside server/modules/blogs/ imports
// (layering rule in .dependency-cruiser.cjs; tests may reach inside).
export { blogRoutes } from './blogs.routes';
export { blogPolicy, type BlogSubject } from './blogs.policy';
export { blogsRepository, type BlogRowWithState } from './blogs.repository';
export { storedImageOf } from './blogs.service';
export { sourcePostsRepository, type SourcePost } from './source-posts.repository';
