/**
 * The setup flow's headings: the screen's title (`Heading`, level 2) on a screen of its own; inside an account
 * section, a level-3 heading at body size under the section's title.
 */
import type { ReactNode } from 'react';
import { Heading } from '../../../ui/Heading';

export function FlowHeading({ level, id, children }: { level: 2 | 3; id?: string; children: ReactNode }) {
  if (level === 2)
    return (
      <Heading level={2} id={id}>
        {children}
      </Heading>
    );
  return (
    <h3 className="ew-totp-subheading" id={id}>
      {children}
    </h3>
  );
}
