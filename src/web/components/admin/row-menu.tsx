import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

const itemClass = 'block rounded px-3 py-2 outline-none data-[highlighted]:bg-slate-100 data-[disabled]:text-slate-400';

/** The '…' menu at the end of an admin list's row: its button is named for the row (`label`). */
export function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="rounded p-2 hover:bg-slate-100" aria-label={label}>
        <MoreHorizontal className="h-4 w-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          className="z-30 min-w-44 rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg"
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** One item of a row menu; `danger` for what deletes or refuses. */
export function RowMenuItem({
  danger = false,
  ...props
}: Omit<ComponentProps<typeof DropdownMenu.Item>, 'className'> & { danger?: boolean }) {
  return (
    <DropdownMenu.Item
      {...props}
      className={danger ? `${itemClass} text-red-700 data-[highlighted]:bg-red-50` : itemClass}
    />
  );
}
