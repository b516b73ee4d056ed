import { useEffect, useState } from 'react';

const isDark = () => document.documentElement.classList.contains('dark');

/** Whether the console is in dark mode now; follows the `dark` class the colour-mode toggle sets on <html>. */
export function useIsDark(): boolean {
  const [dark, setDark] = useState(isDark);
  useEffect(() => {
    const observer = new MutationObserver(() => setDark(isDark()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return dark;
}
