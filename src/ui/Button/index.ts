export { Button, type LinkComponent } from './Button';
