export { CategoryDialog } from './ui/category-dialog';
export { DeleteCategoryButton } from './ui/delete-category';
