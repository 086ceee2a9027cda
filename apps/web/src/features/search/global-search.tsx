import * as RadixDialog from '@radix-ui/react-dialog';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { SearchCombobox } from './search-combobox.tsx';
import { searchStrings as t } from './strings.ts';

/** The header's own breakpoint (Tailwind's sm): below it the field is a button that opens the sheet. */
const WIDE_QUERY = '(min-width: 640px)';

/**
 * The header search (SPEC §1): a field with its list under it from the sm breakpoint up; on a phone,
 * where the header leaves it a few letters, a button that opens the search as a sheet over the whole
 * screen, so names and CV passages are read at the phone's width. Ctrl+K / ⌘K opens it from anywhere.
 */
export function GlobalSearch({ className }: { className?: string }) {
  const wide = useMediaQuery(WIDE_QUERY);
  // Where the width cannot be known (no matchMedia: component tests) it is the header's field, as before.
  const phone = typeof globalThis.matchMedia === 'function' && !wide;
  const [sheetOpen, setSheetOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        if (phone) setSheetOpen(true);
        else {
          inputRef.current?.focus();
          inputRef.current?.select();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [phone]);

  if (!phone) return <SearchCombobox className={className} inputRef={inputRef} />;
  return (
    <RadixDialog.Root open={sheetOpen} onOpenChange={setSheetOpen}>
      <RadixDialog.Trigger
        aria-label={t.label}
        aria-keyshortcuts="Control+K Meta+K"
        className={cn(
          'flex h-10 items-center gap-2 rounded-md bg-gray-100 pr-3 pl-3 text-left text-sm text-gray-600 focus-visible:outline-2 focus-visible:outline-brand-600',
          className,
        )}
      >
        <Search className="size-4 shrink-0 text-gray-400" aria-hidden />
        <span className="truncate">{t.placeholderShort}</span>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        {/* The whole screen: the field at the top, the answers under it; Radix keeps the focus inside,
            closes it on Esc and gives the focus back to the button. */}
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-white focus:outline-none"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
        >
          <RadixDialog.Title className="sr-only">{t.label}</RadixDialog.Title>
          <SearchCombobox
            inputRef={inputRef}
            sheet={{ onClose: () => setSheetOpen(false), closeLabel: t.close }}
          />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
