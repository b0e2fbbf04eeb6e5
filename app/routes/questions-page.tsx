import { serverContext } from "#server-context";
import type { Route } from "./+types/questions-page";
import type { QuestionSummary } from "../../contracts/content-pages.ts";
import {
  fetchContentPage,
  fetchQuestions,
  pageNotFound,
  routeLocale,
} from "../features/content/content-api.ts";
import { QuestionView } from "../features/content/question-view.tsx";
import type { ContentHandle } from "../lib/i18n.ts";

/**
 * /questions/{pageIdentity}: the guard between the list and a page (SPEC §2) is the loader: a
 * question the store does not have is the 404 page, on the server and on a client navigation.
 */
export const handle: ContentHandle = { content: ["help"] };

function relatedTo(identity: string, group: string | null, questions: QuestionSummary[]) {
  return questions.filter((question) => question.group === group && question.identity !== identity);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const locale = routeLocale(params.locale);
  const page = await server.contentPages.getPage("question", params.pageIdentity, locale);
  if (!page) pageNotFound();
  const questions = await server.contentPages.listQuestions(locale);
  return { page, related: relatedTo(page.identity, page.group, questions) };
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const locale = routeLocale(params.locale);
  const [page, questions] = await Promise.all([
    fetchContentPage("question", params.pageIdentity, locale),
    fetchQuestions(locale),
  ]);
  return { page, related: relatedTo(page.identity, page.group, questions) };
}

export default function QuestionPage({ loaderData }: Route.ComponentProps) {
  return <QuestionView page={loaderData.page} related={loaderData.related} />;
}
