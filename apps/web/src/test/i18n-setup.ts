import { i18n, type Messages } from '@lingui/core';

/** Unit tests read the app in English, from the same compiled catalogs the build ships. */
const english = import.meta.glob<{ messages: Messages }>('../locales/en/*.po', { eager: true });
for (const { messages } of Object.values(english)) i18n.load('en', messages);
i18n.activate('en');
