/** Renders a string whose `{email}` placeholder is shown in bold (as text, never HTML). */
import { Fragment } from 'react';

export function WithEmail({ template, email }: { template: string; email: string }) {
  const parts = template.split('{email}');
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? <strong className="ew-passwords-email">{email}</strong> : null}
        </Fragment>
      ))}
    </>
  );
}
