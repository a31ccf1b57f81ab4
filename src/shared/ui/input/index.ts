export { Input } from './input';
