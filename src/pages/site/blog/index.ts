export { BlogPage } from './ui/blog-page';
export { BlogPostPage } from './ui/blog-post-page';
