export { initialsOf } from './initials';
