import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { type SiteContent, tokenomicsSumHundredths } from '@nova/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { notify } from '@/lib/toast.ts';
import { useUpdateSiteContent } from '../api/update-site-content.ts';
import {
  type SiteFormApi,
  type SiteFormInput,
  type SiteFormOutput,
  serverPathToField,
  siteFormSchema,
  toFormValues,
  toRequest,
} from '../components/site-form-schema.ts';

/** The site content form: saved content becomes the new starting point; server errors land on their field. */
export function useSiteForm(content: SiteContent) {
  const update = useUpdateSiteContent();
  const { t, i18n } = useLingui();
  const form = useForm<SiteFormInput, unknown, SiteFormOutput>({
    resolver: zodResolver(siteFormSchema((descriptor) => i18n._(descriptor))),
    defaultValues: toFormValues(content),
  });

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(toRequest(values), {
      onSuccess: (saved) => {
        form.reset(toFormValues(saved));
        notify.success(t`Site content saved`);
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const { path, msg } of error.errors) {
            form.setError(serverPathToField(path) as never, { type: 'server', message: msg });
          }
        }
        notify.error(errorMessage(error, t`Failed to save site content`));
      },
    }),
  );

  return { form, errors: form.formState.errors, onSubmit, saving: update.isPending };
}

/** The tokenomics shares as typed so far, summed in hundredths of a percent (10 000 is 100%). */
export function useTokenomicsTotal(form: SiteFormApi) {
  const values = useWatch({ control: form.control, name: 'tokenomics' });
  const published = useWatch({ control: form.control, name: 'publishTokenomics' });
  const sum = tokenomicsSumHundredths({
    stakingRewards: Number(values.stakingRewards) || 0,
    teamAdvisors: Number(values.teamAdvisors) || 0,
    communityIncentives: Number(values.communityIncentives) || 0,
    partnerships: Number(values.partnerships) || 0,
    reserveLiquidity: Number(values.reserveLiquidity) || 0,
  });
  return { sum, published };
}
