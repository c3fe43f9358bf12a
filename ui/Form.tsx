import type { FormEvent, ReactNode } from 'react';

/** Props of {@link Form}. */
export interface FormProps {
  /** Called on submit, after `preventDefault()` (the page never navigates). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Fields and a `type="submit"` {@link Button}. */
  children: ReactNode;
  /** Accessible name of the form (makes it a named `form` landmark). @default undefined */
  ariaLabel?: string;
  /** Skip native constraint validation bubbles; the widget shows its own messages. @default true */
  noValidate?: boolean;
  /** Element id. @default undefined */
  id?: string;
}

/**
 * A real `<form>`: password managers recognise credential fields and Enter submits. Laid out as a vertical stack.
 */
export function Form({ onSubmit, children, ariaLabel, noValidate = true, id }: FormProps) {
  return (
    <form
      className="ew-form ew-stack"
      id={id}
      aria-label={ariaLabel}
      noValidate={noValidate}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event);
      }}
    >
      {children}
    </form>
  );
}
