/**
 * Discord's message context menu, reduced to its Apps submenu: right-click a message (or
 * press its "More" button, or Shift+F10 on it) to see the registered message commands. A
 * menu with arrow keys, Enter, Escape; focus goes back to the message's button when it closes.
 */
import { el } from './markdown.js';

let open: { menu: HTMLElement; close: (refocus: boolean) => void } | undefined;

/** Opens the Apps menu for one message under `anchor`; `choose` runs the picked command. */
export function openAppsMenu(
  anchor: HTMLElement,
  names: readonly string[],
  choose: (name: string) => void,
): void {
  open?.close(false);
  const items = names.map((name) => {
    const b = el('button', 'apps-item', [name]);
    b.type = 'button';
    b.setAttribute('role', 'menuitem');
    b.tabIndex = -1;
    b.addEventListener('click', () => {
      close(false);
      choose(name);
    });
    return b;
  });
  const menu = el('div', 'apps-menu', [el('div', 'apps-title', ['Apps']), ...items]);
  menu.setAttribute('role', 'menu');
  menu.setAttribute('aria-label', 'Apps');
  const onOutside = (e: Event): void => {
    if (!menu.contains(e.target as Node)) close(false);
  };
  function close(refocus: boolean): void {
    menu.remove();
    document.removeEventListener('pointerdown', onOutside, true);
    anchor.setAttribute('aria-expanded', 'false');
    if (open?.menu === menu) open = undefined;
    if (refocus) anchor.focus();
  }
  menu.addEventListener('keydown', (e) => {
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'Escape' || e.key === 'Tab') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = (at + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
      items[next]?.focus();
    }
  });
  anchor.after(menu);
  anchor.setAttribute('aria-expanded', 'true');
  document.addEventListener('pointerdown', onOutside, true);
  open = { menu, close };
  items[0]?.focus();
}
