import {
  type ButtonHTMLAttributes,
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

/**
 * A menu button after the WAI-ARIA menu pattern, small enough for every public page's header:
 * Enter, Space or ArrowDown opens it on the first item (ArrowUp on the last); arrows, Home, End
 * and typing a name move between items; Escape closes it and gives focus back to the button; a
 * choice closes it; so do Tab and a click outside. The open menu sits under its button, aligned
 * to the end side (left in RTL), at most 60% of the viewport high.
 */
interface MenuContextValue {
  close(returnFocus: boolean): void;
}
const MenuContext = createContext<MenuContextValue | null>(null);

const itemsOf = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? []);

export function Menu({
  label,
  triggerClassName,
  triggerProps,
  menuClassName,
  children,
}: {
  /** The button's content. */
  label: ReactNode;
  triggerClassName: string;
  triggerProps?: ButtonHTMLAttributes<HTMLButtonElement> & { 'data-testid'?: string };
  menuClassName: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const focusOnOpen = useRef<'first' | 'last' | 'menu'>('menu');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const id = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const items = itemsOf(menuRef.current);
    const target = { first: items[0], last: items.at(-1), menu: menuRef.current }[focusOnOpen.current];
    (target ?? menuRef.current)?.focus();
    const closeOutside = (event: PointerEvent) => {
      const inside = (element: HTMLElement | null) => element?.contains(event.target as Node);
      if (!inside(menuRef.current) && !inside(triggerRef.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function openAt(where: 'first' | 'last' | 'menu') {
    focusOnOpen.current = where;
    setOpen(true);
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const where = { Enter: 'first', ' ': 'first', ArrowDown: 'first', ArrowUp: 'last' }[event.key] as
      | 'first'
      | 'last'
      | undefined;
    if (!where) return;
    event.preventDefault();
    openAt(where);
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = itemsOf(menuRef.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      items[(index + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(current + 1);
    else if (event.key === 'ArrowUp') move(current < 0 ? -1 : current - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(-1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(true);
    else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Typeahead: the next item whose name starts with what was typed in the last half second.
      const now = Date.now();
      typed.current = {
        text: (now - typed.current.at < 500 ? typed.current.text : '') + event.key.toLowerCase(),
        at: now,
      };
      const text = typed.current.text;
      const ordered = [...items.slice(current + 1), ...items.slice(0, current + 1)];
      const match = ordered.find((item) => item.textContent?.trim().toLowerCase().startsWith(text));
      if (match) {
        event.preventDefault();
        match.focus();
      }
    }
  }

  return (
    <div className="relative">
      <button
        {...triggerProps}
        ref={triggerRef}
        type="button"
        id={`${id}-trigger`}
        className={triggerClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close(false) : openAt('menu'))}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
      </button>
      {open && (
        <MenuContext.Provider value={{ close }}>
          <div
            ref={menuRef}
            id={`${id}-menu`}
            role="menu"
            aria-labelledby={`${id}-trigger`}
            aria-orientation="vertical"
            tabIndex={-1}
            className={`absolute end-0 top-full z-50 mt-1.5 outline-none ${menuClassName}`}
            onKeyDown={onMenuKeyDown}
          >
            {children}
          </div>
        </MenuContext.Provider>
      )}
    </div>
  );
}

/**
 * One item. `onSelect` runs on a click, Enter or Space; the menu then closes and focus goes back
 * to its button, unless `onSelect` called `event.preventDefault()` (a logout that shows progress).
 * `render` draws the item as something else, such as a link, given the props it needs.
 */
export function MenuItem({
  onSelect,
  disabled = false,
  className,
  children,
  render,
  ...rest
}: {
  onSelect?(event: MouseEvent<HTMLElement>): void;
  disabled?: boolean;
  className: string;
  children: ReactNode;
  render?(props: MenuItemProps): ReactNode;
  lang?: string;
  dir?: string;
}) {
  const menu = useContext(MenuContext);
  const props: MenuItemProps = {
    ...rest,
    role: 'menuitem',
    tabIndex: -1,
    'aria-disabled': disabled || undefined,
    className,
    children,
    // The pointer highlights the item it rests on, as the keyboard does.
    onPointerMove: (event) => {
      if (!disabled) event.currentTarget.focus();
    },
    onKeyDown: (event) => {
      // Links answer Enter by themselves; Space, and both keys on other items, select.
      if (event.key === ' ' || (event.key === 'Enter' && event.currentTarget.tagName !== 'A')) {
        event.preventDefault();
        event.currentTarget.click();
      }
    },
    onClick: (event) => {
      if (disabled) {
        event.preventDefault();
        return;
      }
      onSelect?.(event);
      if (!event.defaultPrevented) menu?.close(true);
    },
  };
  return render ? render(props) : <button type="button" {...props} />;
}

export interface MenuItemProps {
  role: 'menuitem';
  tabIndex: number;
  'aria-disabled'?: boolean;
  className: string;
  children: ReactNode;
  lang?: string;
  dir?: string;
  onPointerMove(event: React.PointerEvent<HTMLElement>): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  onClick(event: MouseEvent<HTMLElement>): void;
}

export function MenuSeparator({ className }: { className: string }) {
  return <hr className={`border-0 ${className}`} />;
}
