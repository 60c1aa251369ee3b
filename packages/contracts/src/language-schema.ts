import { z } from 'zod';
import { languages } from './languages.ts';

export const languageSchema = z.enum(languages, { message: 'Choose English, Spanish, Portuguese or Arabic' });
