import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type RoadmapQuarter,
  type SiteContent,
  siteContentDocumentSchema,
  tokenomicsContentSchema,
  type UpdateSiteContentRequest,
} from '@nova/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

/**
 * The Site tab's form. A roadmap quarter's items are edited as lines of text, one item a line,
 * '[x] ' in front of the done ones. The tokenomics fields stay while unpublished, so switching
 * publishing on again keeps them. Its own message is in the language `translate` speaks; the
 * others are the contracts' texts, which the fields translate.
 */
export function siteFormSchema(translate: (descriptor: MessageDescriptor) => string) {
  return siteContentDocumentSchema.extend({
    roadmap: z
      .array(
        z.object({
          quarter: z.string().trim().min(1, translate(msg`Quarter is required`)).max(40),
          itemsText: z.string().trim().min(1, 'Add at least one item'),
        }),
      )
      .max(8, 'At most 8 quarters'),
    tokenomics: tokenomicsContentSchema,
    publishTokenomics: z.boolean(),
  });
}
type SiteFormSchema = ReturnType<typeof siteFormSchema>;
export type SiteFormInput = z.input<SiteFormSchema>;
export type SiteFormOutput = z.output<SiteFormSchema>;
/** The form as the Site tab and its section editors share it. */
export type SiteFormApi = UseFormReturn<SiteFormInput, unknown, SiteFormOutput>;

const DONE_MARK = '[x] ';

const blankTokenomics = {
  stakingRewards: 0,
  teamAdvisors: 0,
  communityIncentives: 0,
  partnerships: 0,
  reserveLiquidity: 0,
  details: '',
};

function itemsToText(quarter: RoadmapQuarter): string {
  return quarter.items.map((item) => `${item.done ? DONE_MARK : ''}${item.text}`).join('\n');
}

function textToItems(text: string): RoadmapQuarter['items'] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) =>
      line.toLowerCase().startsWith(DONE_MARK)
        ? { text: line.slice(DONE_MARK.length).trim(), done: true }
        : { text: line, done: false },
    );
}

export function toFormValues(content: SiteContent): SiteFormInput {
  return {
    problem: content.problem,
    solution: content.solution,
    roadmap: content.roadmap.map((quarter) => ({
      quarter: quarter.quarter,
      itemsText: itemsToText(quarter),
    })),
    team: content.team,
    pages: content.pages,
    example: content.example,
    tokenomics: content.tokenomics ?? blankTokenomics,
    publishTokenomics: content.tokenomics !== null,
  };
}

export function toRequest(values: SiteFormOutput): UpdateSiteContentRequest {
  const { publishTokenomics, tokenomics, roadmap, ...rest } = values;
  return {
    ...rest,
    roadmap: roadmap.map((quarter) => ({ quarter: quarter.quarter, items: textToItems(quarter.itemsText) })),
    tokenomics: publishTokenomics ? tokenomics : null,
  };
}

/** Server paths (e.g. 'roadmap.0.items') to the form's field names. */
export function serverPathToField(path: string): string {
  return path.replace(/^roadmap\.(\d+)\.items.*$/, 'roadmap.$1.itemsText');
}
