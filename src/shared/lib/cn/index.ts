export { cn, prepareClassMerge } from './cn';
