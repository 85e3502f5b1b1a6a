'use client';
import { useState } from 'react';

/** Dark mode is a `dark` class on <html>: Tailwind's dark variant and askq's picker both follow it. */
export function ThemeToggle() {
  const [dark, setDark] = useState(false);
  return (
    <button
      type="button"
      aria-pressed={dark}
      onClick={() => {
        document.documentElement.classList.toggle('dark', !dark);
        setDark(!dark);
      }}
      className="rounded-md border border-border px-3 py-1.5 text-sm hover:bg-accent hover:text-accent-foreground"
    >
      Dark mode
    </button>
  );
}
