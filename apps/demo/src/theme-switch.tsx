import { useEffect, useState } from 'react';

const THEMES = [
  { id: 'light', label: 'Light' },
  { id: 'dark', label: 'Dark' },
  { id: 'brand', label: 'Brand' },
] as const;
type Theme = (typeof THEMES)[number]['id'];
const KEY = 'askq-demo:theme';

function initialTheme(): Theme {
  try {
    const saved = localStorage.getItem(KEY);
    if (THEMES.some((t) => t.id === saved)) return saved as Theme;
  } catch {
    // Storage may be off: fall through to the OS preference.
  }
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Native radios: keyboard and screen reader behaviour for free. The theme is a data attribute on <html>. */
export function ThemeSwitch() {
  const [theme, setTheme] = useState<Theme>(initialTheme);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    try {
      localStorage.setItem(KEY, theme);
    } catch {
      // Not remembered; still applied.
    }
  }, [theme]);
  return (
    <fieldset className="theme-switch">
      <legend>Theme</legend>
      {THEMES.map((t) => (
        <label key={t.id}>
          <input type="radio" name="theme" value={t.id} checked={theme === t.id} onChange={() => setTheme(t.id)} />
          {t.label}
        </label>
      ))}
    </fieldset>
  );
}
