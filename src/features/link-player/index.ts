export { PlayerLink } from './ui/player-link';
