import type { ComponentPropsWithRef, ComponentType, MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '@ui/Icon';
import { Spinner } from '@ui/Spinner';

/**
 * What renders a link. `src/ui` does not know the router, so components that render links take an
 * optional `linkAs`; the app passes an adapter such as `({ href, ...rest }) => <Link to={href} {...rest} />`
 * for client-side navigation. Without it a plain `<a>` is used.
 */
export type LinkComponent = ComponentType<ComponentPropsWithRef<'a'> & { href: string }>;

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
type ButtonSize = 's' | 'm' | 'l';

const Root = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  height: 40px;
  padding: 0 20px;
  border: 1px solid transparent;
  border-radius: var(--radius-control);
  font-size: var(--font-size-md);
  font-weight: var(--font-weight-semibold);
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 120ms,
    border-color 120ms,
    color 120ms;

  &[data-size='s'] {
    height: 32px;
    padding: 0 12px;
    font-size: var(--font-size-sm);
    gap: 6px;
  }
  &[data-size='l'] {
    height: 48px;
    padding: 0 28px;
    font-size: var(--font-size-lg);
  }
  &[data-full-width] {
    display: flex;
    width: 100%;
  }

  &[data-variant='primary'] {
    background: var(--color-brand);
    color: var(--color-text-inverse);
  }
  &[data-variant='primary']:hover {
    background: var(--color-brand-hover);
    color: var(--color-text-inverse);
  }
  &[data-variant='primary']:active {
    background: var(--color-brand-active);
  }

  &[data-variant='secondary'] {
    background: var(--color-surface);
    border-color: var(--color-brand);
    color: var(--color-brand);
  }
  &[data-variant='secondary']:hover {
    background: var(--color-brand-tint);
    color: var(--color-brand-hover);
  }

  &[data-variant='ghost'] {
    background: transparent;
    color: var(--color-text);
  }
  &[data-variant='ghost']:hover {
    background: var(--color-surface-muted);
    color: var(--color-text);
  }

  &[data-variant='danger'] {
    background: var(--color-error);
    color: var(--color-text-inverse);
  }
  &[data-variant='danger']:hover {
    filter: brightness(0.88);
    color: var(--color-text-inverse);
  }

  /* As specific as the variant hovers above and after them, so a disabled button never lights up.
     A loading button keeps its colour: it is busy, not unavailable. */
  &[data-variant]:disabled:not([aria-busy='true']),
  &[data-variant][aria-disabled='true']:not([aria-busy='true']) {
    filter: none;
    cursor: not-allowed;
    background: var(--color-surface-muted);
    border-color: var(--color-border);
    color: var(--color-text-muted);
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

// While loading, the label stays in the accessibility tree (opacity, not visibility) and keeps the
// button's width, so the layout does not jump.
const Content = styled.span`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  [aria-busy='true'] > & {
    opacity: 0;
  }
`;

const Busy = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
`;

interface CommonProps {
  /** primary: the main action of a screen; secondary: next to it; ghost: toolbars; danger: delete. */
  variant?: ButtonVariant;
  /** s 32 px, m 40 px, l 48 px high. */
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and blocks clicks until the action ends. */
  loading?: boolean;
  /** Stretches to the width of its container ("В корзину" on a product card). */
  fullWidth?: boolean;
  /** An icon before the label. */
  iconStart?: IconName;
  /** An icon after the label. */
  iconEnd?: IconName;
  children?: ReactNode;
}

type ButtonAsButtonProps = CommonProps &
  Omit<ComponentPropsWithRef<'button'>, keyof CommonProps> & { href?: undefined };

type ButtonAsLinkProps = CommonProps &
  Omit<ComponentPropsWithRef<'a'>, keyof CommonProps> & {
    /** Renders a link styled as a button. */
    href: string;
    /** A link that cannot be followed now; rendered without href and with aria-disabled. */
    disabled?: boolean;
    /** Router adapter for client-side navigation (see LinkComponent). */
    linkAs?: LinkComponent;
  };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

const iconSize = { s: 16, m: 20, l: 24 } as const;

const isLink = (rest: ButtonRest): rest is LinkRest => rest.href !== undefined;

type ButtonRest = Omit<ButtonAsButtonProps, keyof CommonProps> | LinkRest;
type LinkRest = Omit<ButtonAsLinkProps, keyof CommonProps>;

/** A button, or a link that looks like one when `href` is given. */
export function Button({
  variant = 'primary',
  size = 'm',
  loading = false,
  fullWidth = false,
  iconStart,
  iconEnd,
  children,
  ...rest
}: ButtonProps) {
  const common = {
    'data-variant': variant,
    'data-size': size,
    'data-full-width': fullWidth || undefined,
    'aria-busy': loading || undefined,
  };
  const content = (
    <>
      <Content>
        {iconStart && <Icon name={iconStart} size={iconSize[size]} />}
        {children}
        {iconEnd && <Icon name={iconEnd} size={iconSize[size]} />}
      </Content>
      {loading && (
        <Busy>
          <Spinner size="s" />
        </Busy>
      )}
    </>
  );

  if (isLink(rest)) {
    const { href, disabled, linkAs, ...anchorProps } = rest;
    if (disabled || loading) {
      return (
        <Root as="a" role="link" aria-disabled="true" {...common} {...anchorProps}>
          {content}
        </Root>
      );
    }
    return (
      <Root as={linkAs ?? 'a'} href={href} {...common} {...anchorProps}>
        {content}
      </Root>
    );
  }

  const { type = 'button', disabled, onClick, ...buttonProps } = rest;
  // A busy button keeps focus (a disabled one loses it, and a keyboard user with it), so it refuses
  // clicks, and the form submission a click or Enter would start, instead of being disabled.
  return (
    <Root
      type={type}
      disabled={disabled}
      aria-disabled={loading || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
      {...common}
      {...buttonProps}
    >
      {content}
    </Root>
  );
}
