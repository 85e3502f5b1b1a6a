import type { Metadata } from 'next';
import type { ReactNode } from 'react';
// askq's stylesheet first, then the app's (Tailwind and the theme tokens askq reads).
import '@askq/ui/styles.css';
import './globals.css';

export const metadata: Metadata = {
  title: 'askq + Next.js',
  description: 'AskUserQuestion as a picker in a useChat app',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">{children}</body>
    </html>
  );
}
