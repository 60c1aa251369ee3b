import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useHydrated } from '@/lib/hydration.ts';
import { type ThemeChoice, useTheme } from '@/lib/theme.tsx';
import { Button } from './ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from './ui/dropdown-menu.tsx';

const choices: { value: ThemeChoice; label: MessageDescriptor; icon: typeof Sun }[] = [
  { value: 'light', label: msg`Light`, icon: Sun },
  { value: 'dark', label: msg`Dark`, icon: Moon },
  { value: 'system', label: msg`System`, icon: Monitor },
];

/** Light, dark, or follow the system. */
export function ThemeToggle() {
  const { i18n, t } = useLingui();
  const { choice, resolved, setChoice } = useTheme();
  // Taking a prerendered page over, the icon is the prerender's (light) for that first render.
  const Icon = useHydrated() && resolved === 'dark' ? Moon : Sun;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t`Theme`}>
          <Icon />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-36">
        <DropdownMenuRadioGroup value={choice} onValueChange={(value) => setChoice(value as ThemeChoice)}>
          {choices.map(({ value, label, icon: ItemIcon }) => (
            <DropdownMenuRadioItem key={value} value={value}>
              <ItemIcon />
              {i18n._(label)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
