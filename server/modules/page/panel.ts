import { ADMIN_HOME_PATH } from '@shared';
import type { SessionUser } from '../session';
import { escapeHtml } from '../../lib/html';
import type { Breadcrumb } from './types';

/** The staff area's start page. */
const STAFF_AREA: Breadcrumb = { title: 'Администрирование', link: ADMIN_HOME_PATH };

export function isStaff(user: SessionUser | null): boolean {
  return Boolean(user && (user.isAdmin || user.isEditor));
}

/**
 * spec §3 "panel html": for editors and admins, links to the settings of this very page (a
 * section's filter and SEO settings, issue 12 point 1) and to the staff area; empty for others.
 */
export function staffPanel(
  user: SessionUser | null,
  pageLinks: readonly Breadcrumb[] = [],
): string {
  if (!isStaff(user)) return '';
  const links = [...pageLinks, STAFF_AREA].map(
    ({ title, link }) => `<a href="${escapeHtml(link)}">${escapeHtml(title)}</a>`,
  );
  return `<nav class="staff-panel" aria-label="Панель редактора">${links.join('')}</nav>`;
}
