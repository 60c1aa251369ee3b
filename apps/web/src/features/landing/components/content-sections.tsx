import { useLingui } from '@lingui/react/macro';
import type { LocalizedSiteContent, SiteContent } from '@nova/contracts';
import { defaultLanguage } from '@nova/contracts/languages';
import { CheckCircle2, Circle } from 'lucide-react';
import { Markdown } from '@/components/markdown.tsx';
import { OperatorText } from '@/components/operator-text.tsx';
import { TranslationFallback } from '@/components/translation-fallback.tsx';
import { LandingSection } from './landing-section.tsx';

/** The operator's problem and solution texts; each is absent when empty (rule 37). */
export function ProblemSolution({ content }: { content: LocalizedSiteContent }) {
  const { t } = useLingui();
  // Said once, above the first text shown.
  const fallback = <TranslationFallback shown={content} className="mb-4 max-w-3xl" />;
  return (
    <>
      {content.problem && (
        <LandingSection id="problem" title={t`The problem`} example={content.example}>
          {fallback}
          <Markdown text={content.problem} lang={content.language} className="max-w-3xl text-lg" />
        </LandingSection>
      )}
      {content.solution && (
        <LandingSection id="solution" title={t`Our solution`} example={content.example} muted>
          {!content.problem && fallback}
          <Markdown text={content.solution} lang={content.language} className="max-w-3xl text-lg" />
        </LandingSection>
      )}
    </>
  );
}

export function RoadmapSection({ content }: { content: SiteContent }) {
  const { t } = useLingui();
  if (content.roadmap.length === 0) return null;
  return (
    <LandingSection id="roadmap" title={t`Roadmap`} example={content.example}>
      {/* The operator writes the roadmap and the team in the default language only. */}
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {content.roadmap.map((quarter) => (
          <li key={quarter.quarter} className="rounded-xl border border-border bg-surface p-5">
            <h3 className="font-semibold">
              <OperatorText>{quarter.quarter}</OperatorText>
            </h3>
            <ul className="mt-3 space-y-2 text-sm">
              {quarter.items.map((item) => (
                <li key={item.text} className="flex gap-2">
                  {item.done ? (
                    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-label={t`Done`} />
                  ) : (
                    <Circle
                      className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                      aria-label={t`Planned`}
                    />
                  )}
                  <OperatorText>{item.text}</OperatorText>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

export function TeamSection({ content }: { content: SiteContent }) {
  const { t } = useLingui();
  if (content.team.length === 0) return null;
  return (
    <LandingSection id="team" title={t`Team`} example={content.example}>
      <ul lang={defaultLanguage} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {content.team.map((person) => (
          <li key={person.name} className="flex gap-4 rounded-xl border border-border bg-surface p-5">
            {person.photoUrl ? (
              <img
                src={person.photoUrl}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="size-14 shrink-0 rounded-full object-cover"
              />
            ) : (
              <span
                aria-hidden
                className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary"
              >
                {initials(person.name)}
              </span>
            )}
            <div className="min-w-0">
              <h3 className="font-semibold">{person.name}</h3>
              <p className="text-sm text-muted-foreground">{person.role}</p>
              {person.bio && <Markdown text={person.bio} className="mt-2 text-sm" />}
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
