export {
  Button,
  type ButtonProps,
  type ButtonAsButtonProps,
  type ButtonAsLinkProps,
  type ButtonVariant,
  type ButtonSize,
  type LinkComponent,
} from './Button';
