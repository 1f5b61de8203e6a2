import { app } from '../staff/i18n/app';
import { company } from '../staff/i18n/company';
import { labels } from '../staff/i18n/labels';
import { report } from '../staff/i18n/report';

/** The staff pages' strings (Spanish and English), kept beside the pages in web/src/staff/i18n. */
export const staff = { ...app, ...report, ...labels, ...company };
