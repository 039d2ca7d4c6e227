// The English texts in one module, so choosing English loads one file, not one per section.
import admin from './en.admin.json';
import errors from './en.errors.json';
import common from './en.json';
import profile from './en.profile.json';
import shifts from './en.shifts.json';
import startEnd from './en.startEnd.json';

export const enTexts = [common, errors, shifts, startEnd, admin, profile];
