export { Avatar, AvatarFallback, AvatarImage } from './avatar';
