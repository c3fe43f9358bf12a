/** Props of {@link ItemName}. */
export interface ItemNameProps {
  /** The name, as the user or the API gave it (any length, any characters). */
  children: string;
  /** Element id, e.g. for a row button's `aria-describedby`. @default undefined */
  id?: string;
  /**
   * Its direction: `'auto'` takes the name's first strong character; `'ltr'` for text that is left to right whatever
   * it holds (a phone number has no letter to go by). @default 'auto'
   */
  dir?: 'auto' | 'ltr';
}

/**
 * A name from the user's data in a list row (an address, a passkey's or a provider's name): one line cut with an
 * ellipsis however long or unbroken it is, so it never runs out of the card; the whole name is its text (what screen
 * readers read), shows wrapped when it has keyboard focus, and on hover as its title. Its own direction
 * (`dir`): an address or a phone number stays left to right in a right-to-left page. Styled by the account widget's
 * sheet (class `ew-account-name`); inside a flex row, give the row `min-width: 0`.
 */
export function ItemName({ children, id, dir = 'auto' }: ItemNameProps) {
  return (
    <span className="ew-account-name" id={id} title={children} tabIndex={0} dir={dir}>
      {children}
    </span>
  );
}
