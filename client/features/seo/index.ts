export { SEO_FIELDS, SeoPanel, seoDraftOf, type SeoDraft } from './SeoPanel';
