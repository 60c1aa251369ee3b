import { useLingui } from '@lingui/react/macro';
import { type Language, languageNames, languages, type TranslationLanguage } from '@nova/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { ChoiceGroup } from '@/components/ui/choice-group.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { queryKeys } from '@/lib/query-keys.ts';
import { getSiteTranslation } from '../api/site-translations.ts';
import { getSiteContentForEditing } from '../api/update-site-content.ts';
import { SiteForm } from './site-form.tsx';
import { SiteTranslationForm } from './site-translation-form.tsx';

const loading = <Skeleton className="h-96 rounded-xl" />;
const languageOptions = languages.map((value) => ({ value, label: languageNames[value] }));

/** Admin 'Site' tab: the landing page's operator content (rule 37), in English and each other language. */
export default function SiteTab() {
  const [language, setLanguage] = useState<Language>('en');
  const { t } = useLingui();
  return (
    <div className="space-y-5">
      <ChoiceGroup
        legend={t`Language`}
        name="site-language"
        value={language}
        options={languageOptions}
        onChange={setLanguage}
      />
      {language === 'en' ? <EnglishContent /> : <Translation key={language} language={language} />}
    </div>
  );
}

function EnglishContent() {
  const content = useQuery({
    queryKey: queryKeys.site.edited(),
    queryFn: ({ signal }) => getSiteContentForEditing(signal),
  });
  return (
    <QueryState query={content} labelError loading={loading}>
      {(data) => <SiteForm content={data} />}
    </QueryState>
  );
}

function Translation({ language }: { language: TranslationLanguage }) {
  const translation = useQuery({
    queryKey: queryKeys.site.translation(language),
    queryFn: ({ signal }) => getSiteTranslation(language, signal),
  });
  return (
    <QueryState query={translation} labelError loading={loading}>
      {(data) => <SiteTranslationForm translation={data} />}
    </QueryState>
  );
}
