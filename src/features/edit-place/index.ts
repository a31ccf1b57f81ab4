export { PlaceDialog } from './ui/place-dialog';
export { DeletePlaceButton } from './ui/delete-place';
