// The English texts in one module, so choosing English loads one file, not one per section.
import admin from './en.admin.json';
import adminShifts from './en.adminShifts.json';
import alerts from './en.alerts.json';
import audit from './en.audit.json';
import bills from './en.bills.json';
import business from './en.business.json';
import cancellations from './en.cancellations.json';
import compensation from './en.compensation.json';
import customers from './en.customers.json';
import dates from './en.dates.json';
import errors from './en.errors.json';
import files from './en.files.json';
import groups from './en.groups.json';
import guest from './en.guest.json';
import guestUsers from './en.guestUsers.json';
import holidays from './en.holidays.json';
import instructions from './en.instructions.json';
import integrations from './en.integrations.json';
import common from './en.json';
import market from './en.market.json';
import massEmail from './en.massEmail.json';
import money from './en.money.json';
import notes from './en.notes.json';
import notifications from './en.notifications.json';
import oauth from './en.oauth.json';
import overlaps from './en.overlaps.json';
import planning from './en.planning.json';
import polls from './en.polls.json';
import profile from './en.profile.json';
import reports from './en.reports.json';
import requests from './en.requests.json';
import richText from './en.richText.json';
import sessions from './en.sessions.json';
import shifts from './en.shifts.json';
import skills from './en.skills.json';
import stamps from './en.stamps.json';
import startEnd from './en.startEnd.json';
import suggestions from './en.suggestions.json';
import takeOver from './en.takeOver.json';
import templates from './en.templates.json';
import users from './en.users.json';
import workerPicker from './en.workerPicker.json';

export const enTexts = [
  common,
  dates,
  errors,
  shifts,
  startEnd,
  admin,
  adminShifts,
  profile,
  stamps,
  customers,
  templates,
  planning,
  cancellations,
  market,
  suggestions,
  requests,
  notifications,
  sessions,
  takeOver,
  workerPicker,
  groups,
  skills,
  guestUsers,
  guest,
  users,
  files,
  richText,
  notes,
  overlaps,
  instructions,
  holidays,
  money,
  compensation,
  polls,
  alerts,
  massEmail,
  bills,
  business,
  reports,
  integrations,
  oauth,
  audit,
];
