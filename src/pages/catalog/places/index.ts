export { PlacesPage } from './ui/places-page';
