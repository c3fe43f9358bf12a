import { Fragment } from 'react';
import { DEFAULT_LINK_HOSTS, linkify } from './linkify';

/** Props of {@link LinkifiedText}. */
export interface LinkifiedTextProps {
  /** Untrusted text (e.g. a provider `error_message`); rendered as React text nodes, never as HTML. */
  text: string;
  /** Hosts (and their subdomains) whose `https:` URLs become links. @default ['stytch.com'] */
  allowedHosts?: readonly string[];
}

/**
 * Renders text with allowed documentation URLs as links (see {@link linkify}): `target="_blank"`,
 * `rel="noopener noreferrer"`, link text = the literal URL. Place it inside `ErrorText`, `Banner` or `Text`.
 */
export function LinkifiedText({ text, allowedHosts = DEFAULT_LINK_HOSTS }: LinkifiedTextProps) {
  return (
    <>
      {linkify(text, allowedHosts).map((segment, i) =>
        segment.type === 'link' ? (
          <a key={i} className="ew-link" href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.value}
          </a>
        ) : (
          <Fragment key={i}>{segment.value}</Fragment>
        ),
      )}
    </>
  );
}
