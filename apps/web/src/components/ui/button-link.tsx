import { Link, type LinkProps } from 'react-router';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button.tsx';

/** A way to another screen that looks like a button ('Ny tjänst', 'Välj företag'), not an action here. */
export function ButtonLink({
  variant,
  size,
  className,
  ...link
}: LinkProps & { variant?: ButtonVariant; size?: ButtonSize; className?: string }) {
  return <Link className={buttonClass(variant, size, className)} {...link} />;
}
