import clsx from 'clsx';
import type { ComponentPropsWithoutRef, ElementType } from 'react';
import styles from './VisuallyHidden.module.css';

export type VisuallyHiddenProps<T extends ElementType> = { as?: T } & ComponentPropsWithoutRef<T>;

/** Text for screen readers only: a page's heading, a field's label beside its icon. */
export function VisuallyHidden<T extends ElementType = 'span'>({
  as,
  className,
  ...rest
}: VisuallyHiddenProps<T>) {
  const Tag: ElementType = as ?? 'span';
  return <Tag className={clsx(styles.hidden, className)} {...rest} />;
}
