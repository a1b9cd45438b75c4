import type { SessionUser } from '../session';
import { escapeHtml } from './shell';

/**
 * The admin screens of spec §2 ("paths of these screens: not shown"; these are ours, served by the
 * page protocol as type 'admin' to staff only, see accountPages.ts).
 */
export const ADMIN_SCREENS = [
  { title: 'Настройка фильтра', link: '/admin/filter/' },
  { title: 'SEO фильтра', link: '/admin/filter-seo/' },
  { title: 'Прямые переходы поиска', link: '/admin/direct-transitions/' },
  { title: 'Обмен каталога CSV', link: '/admin/csv-exchange/' },
  { title: 'Привязки разделов', link: '/admin/section-relations/' },
  { title: 'Колонки CSV', link: '/admin/csv-columns/' },
] as const;

export function isStaff(user: SessionUser | null): boolean {
  return Boolean(user && (user.isAdmin || user.isEditor));
}

/** spec §3 "panel html": a link bar to the admin screens for editors and admins, empty for others. */
export function staffPanel(user: SessionUser | null): string {
  if (!isStaff(user)) return '';
  const links = ADMIN_SCREENS.map(
    ({ title, link }) => `<a href="${link}">${escapeHtml(title)}</a>`,
  );
  return `<nav class="staff-panel" aria-label="Панель редактора">${links.join('')}</nav>`;
}
