export { Button, buttonVariants } from './button';
