// Russian patronymics end so (Андреевич, Ильич, Андреевна, Ильинична, Кузьминична).
const PATRONYMIC = /(?:вич|ьич|ич|вна|чна|ична)$/i;

/**
 * How a published review names its author (issue 26 point 8): the first name and the surname's
 * initial, «Анна К.», never the full name the account holds («Борис Андреевич Смирнов» is shown
 * as «Борис С.»). A name with a patronymic is read around it, «Смирнов Борис Андреевич» too.
 * One word stays as it is.
 */
export function reviewAuthorName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return words[0] ?? '';
  let first = words[0]!;
  let surname = words[words.length - 1]!;
  if (words.length >= 3) {
    const patronymic = words.findIndex((word, index) => index > 0 && PATRONYMIC.test(word));
    // «Имя Отчество Фамилия» or «Фамилия Имя Отчество».
    if (patronymic === 1) surname = words[2]!;
    else if (patronymic === 2) [surname, first] = [words[0]!, words[1]!];
  }
  return `${first} ${initialOf(surname)}`;
}

/** «Смирнов» → «С.»; a surname already given as an initial («К.») stays. */
const initialOf = (surname: string) => `${surname.replace(/\.$/, '').charAt(0).toUpperCase()}.`;
