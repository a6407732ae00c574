import { disclosureHtml } from '@common/provenance';
import type { Db } from '../../db/client';
import { provenanceService } from '../provenance';

/**
 * The blog's content as every destination receives it: with the disclosure line at the end when
 * the creator turned on 'Add a disclosure when I publish' (the blog's one setting, also shown on
 * the public page and its RSS item), and nothing added when it is off.
 */
export async function contentWithDisclosure(db: Db, blog: { id: number; content: string }): Promise<string> {
  const { disclosure } = await provenanceService(db).disclosureOf(blog.id);
  return `${blog.content}${disclosureHtml({ disclosure })}`;
}
