import type { SectionRelationsSave } from '@features/api';

/**
 * spec §2: the relations screen posts a form. The body is the urlencoded form a browser would send
 * (docs/api.md "Form posts"): `relations[0][id]=5&relations[0][items][]=7`; no relations at all
 * is sent as one empty `relations`, as a form has no other way to send an empty list.
 */
export function relationsFormBody({ action, relations }: SectionRelationsSave): URLSearchParams {
  const form = new URLSearchParams({ action });
  if (relations.length === 0) form.append('relations', '');
  relations.forEach(({ id, items }, i) => {
    form.append(`relations[${i}][id]`, String(id));
    if (items.length === 0) form.append(`relations[${i}][items]`, '');
    for (const item of items) form.append(`relations[${i}][items][]`, String(item));
  });
  return form;
}
