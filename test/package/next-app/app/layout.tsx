// What create-next-app's App Router template gives, without its fonts and styles.
import type { ReactNode } from 'react';

export const metadata = { title: 'Entryway in Next.js' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        {children}
        <footer>Below the widget: it must not move.</footer>
      </body>
    </html>
  );
}
