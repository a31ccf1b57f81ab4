export { SectionNav } from './ui/section-nav';
export type { SectionLink } from './ui/section-nav';
