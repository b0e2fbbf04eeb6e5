import type { QuestionSummary } from "../../../contracts/content-pages.ts";

/**
 * Search of the FAQ, in the browser over the whole list (a few dozen questions): every word of
 * the query must start a word of the question or its answer ("withdraw" finds "withdrawals"),
 * accents and case ignored. Matches in the question count more than in the answer, and the
 * whole query as one phrase more again.
 */

export interface QuestionMatch {
  question: QuestionSummary;
  score: number;
  /** A short part of the answer around the first word found in it, or its beginning. */
  excerpt: string;
}

const EXCERPT_CHARS = 160;

export function normalizeForSearch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The query's words, without duplicates. */
export function queryTerms(query: string): string[] {
  return [...new Set(normalizeForSearch(query).split(" ").filter(Boolean))];
}

function startsAWord(haystack: string, term: string): boolean {
  return ` ${haystack}`.includes(` ${term}`);
}

function excerptAround(text: string, terms: readonly string[]): string {
  const lower = text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
  let at = -1;
  for (const term of terms) {
    const found = lower.search(new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(term)}`, "u"));
    if (found !== -1 && (at === -1 || found < at)) at = found;
  }
  if (text.length <= EXCERPT_CHARS) return text;
  const start = at <= 40 ? 0 : text.lastIndexOf(" ", at - 40) + 1;
  const end = Math.min(text.length, start + EXCERPT_CHARS);
  const cut = end < text.length ? text.lastIndexOf(" ", end) : end;
  return `${start > 0 ? "…" : ""}${text.slice(start, cut > start ? cut : end).trim()}${end < text.length ? "…" : ""}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The questions matching `query`, best first (ties keep the list's order); all for no query. */
export function searchQuestions(
  questions: readonly QuestionSummary[],
  query: string,
): QuestionMatch[] {
  const terms = queryTerms(query);
  if (terms.length === 0) {
    return questions.map((question) => ({
      question,
      score: 0,
      excerpt: excerptAround(question.text, []),
    }));
  }
  const phrase = terms.join(" ");
  const matches: QuestionMatch[] = [];
  for (const question of questions) {
    const title = normalizeForSearch(question.title);
    const text = normalizeForSearch(question.text);
    let score = 0;
    let everyTerm = true;
    for (const term of terms) {
      const inTitle = startsAWord(title, term);
      const inText = startsAWord(text, term);
      if (!inTitle && !inText) {
        everyTerm = false;
        break;
      }
      score += (inTitle ? 3 : 0) + (inText ? 1 : 0);
    }
    if (!everyTerm) continue;
    if (terms.length > 1 && startsAWord(title, phrase)) score += 4;
    matches.push({ question, score, excerpt: excerptAround(question.text, terms) });
  }
  return matches
    .map((match, index) => ({ match, index }))
    .sort((a, b) => b.match.score - a.match.score || a.index - b.index)
    .map(({ match }) => match);
}
