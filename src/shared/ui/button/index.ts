export { Button, ButtonLabel, buttonVariants } from './button';
