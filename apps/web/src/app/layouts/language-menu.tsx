import { Trans, useLingui } from '@lingui/react/macro';
import { type Language, languageNames, languages } from '@nova/contracts/languages';
import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { cn } from '@/lib/cn.ts';
import { activeLanguage, changeLanguage, languageOfPath, pathInLanguage } from '@/lib/i18n/language.ts';

/**
 * Switches the whole app at once, with no reload. A public page opened at its language's address
 * (`/es/…`) moves to the chosen one's; a member's choice is saved on the account, so it follows
 * them to another device. The saving code (with the contracts' schemas) loads only then: the
 * public header is on the landing page.
 */
function useChooseLanguage(): (language: Language) => Promise<void> {
  const { user } = useAuth();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (language: Language) => {
    await changeLanguage(language);
    if (languageOfPath(pathname)) void navigate(`${pathInLanguage(pathname, language)}${search}${hash}`);
    if (user) (await import('../account-language.ts')).saveAccountLanguage(queryClient, language);
  };
}

/** The language menu of the public, sign-in and member headers. */
export function LanguageMenu() {
  const { t } = useLingui();
  const choose = useChooseLanguage();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t`Language`}>
          <Languages />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-44">
        <DropdownMenuRadioGroup
          value={activeLanguage()}
          onValueChange={(value) => void choose(value as Language)}
        >
          {languages.map((language) => (
            <DropdownMenuRadioItem key={language} value={language}>
              <span lang={language}>{languageNames[language]}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The same choice laid out in the mobile menus, every language in view. */
export function LanguageList({ className }: { className?: string }) {
  const choose = useChooseLanguage();
  const current = activeLanguage();
  return (
    <fieldset className={cn('space-y-2', className)}>
      <legend className="flex items-center gap-2 px-3 text-xs font-medium text-muted-foreground">
        <Languages className="size-4" aria-hidden /> <Trans>Language</Trans>
      </legend>
      <div className="grid grid-cols-2 gap-1">
        {languages.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={language === current}
            onClick={() => void choose(language)}
            className={cn(
              'rounded-md px-3 py-2 text-start text-sm font-medium',
              language === current
                ? 'bg-primary-soft text-primary'
                : 'text-foreground hover:bg-surface-muted',
            )}
          >
            {languageNames[language]}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
