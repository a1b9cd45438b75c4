import type { Breadcrumb, PageContext, ResolvedPage } from '../page';
import { pageExists, pagination } from '../../lib/paging';
import { clubPostRow, clubPostRows, type ClubPostRow } from './queries';
import type { Schema } from '../../lib/api/contract';

const CLUB_PAGE_SIZE = 12;
const HOME: Breadcrumb = { title: 'Главная', link: '/' };
const CLUB: Breadcrumb = { title: 'Клуб', link: '/club/' };
const BLOG: Breadcrumb = { title: 'Блог', link: '/club/blog/' };

/** openapi.yaml `ClubPost`. */
type ClubPost = Schema<'ClubPost'>;

/** openapi.yaml `ClubListPageData`. */
export type ClubListPageData = Schema<'ClubListPageData'>;

/** openapi.yaml `ClubPostPageData`: the post's text is the page's content. */
export type ClubPostPageData = Schema<'ClubPostPageData'>;

declare module '../page/types' {
  interface PageDataByType {
    club: ClubListPageData | ClubPostPageData;
  }
}

const postUrl = (kind: 'club' | 'blog', code: string) =>
  kind === 'blog' ? `/club/blog/${code}/` : `/club/${code}/`;

function toClubPost(row: ClubPostRow): ClubPost {
  return {
    kind: row.kind,
    code: row.code,
    title: row.title,
    preview: row.preview,
    url: postUrl(row.kind, row.code),
    publishedAt: row.published_at.toISOString(),
  };
}

/**
 * `/club/` (club articles) and `/club/blog/` (blog posts), paged; `/club/{code}/` and
 * `/club/blog/{code}/` one post, its text as the page content (docs/api.md page table).
 */
export async function clubPage({
  db,
  path,
  page,
}: PageContext): Promise<ResolvedPage<ClubListPageData | ClubPostPageData> | null> {
  const [, ...rest] = path.split('/').filter(Boolean);
  const kind = rest[0] === 'blog' ? 'blog' : 'club';
  const [code, ...deeper] = kind === 'blog' ? rest.slice(1) : rest;
  if (deeper.length > 0) return null;
  const list = kind === 'blog' ? BLOG : CLUB;
  const parents = kind === 'blog' ? [HOME, CLUB] : [HOME];

  if (!code) {
    const rows = await clubPostRows(db, kind, {
      limit: CLUB_PAGE_SIZE,
      offset: (page - 1) * CLUB_PAGE_SIZE,
    });
    const pages = pagination(page, rows[0]?.total ?? 0, CLUB_PAGE_SIZE);
    if (!pageExists(pages)) return null;
    const data: ClubListPageData = { kind, posts: rows.map(toClubPost), pagination: pages };
    return {
      title: list.title,
      breadcrumbs: [...parents, list],
      data,
    };
  }

  const row = page === 1 ? await clubPostRow(db, kind, code) : undefined;
  if (!row) return null;
  return {
    title: row.title,
    description: row.preview,
    content: row.content,
    breadcrumbs: [...parents, list, { title: row.title, link: path }],
    data: { kind, postCode: code, post: toClubPost(row) },
  };
}
