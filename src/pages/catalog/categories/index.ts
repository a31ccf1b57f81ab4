export { AgeCategoriesPage, LevelCategoriesPage, SubCategoriesPage } from './ui/categories-page';
