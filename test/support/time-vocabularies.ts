// Every test reads the locale tables as the bot does: from locales/time/ on first use.
import { installTimeVocabularies } from '../../shared/time-vocabularies.js';

installTimeVocabularies();
