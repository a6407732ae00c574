import { z } from 'zod';
import { blogSummarySchema, type BlogSummary } from '@common/blogs';

const blogSummariesSchema = z.array(blogSummarySchema);

/** One page of GET /api/blogs, checked against the shared contract. */
export const parseBlogSummaries = (rows: unknown): BlogSummary[] => blogSummariesSchema.parse(rows);
