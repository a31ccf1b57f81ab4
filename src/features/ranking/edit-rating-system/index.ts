export { RatingSystemDialog } from './ui/rating-system-dialog';
export { DeleteRatingSystemButton } from './ui/delete-rating-system';
