import type { ShouldRevalidateFunctionArgs } from "react-router";
import { serverContext } from "#server-context";
import type { Route } from "./+types/questions";
import { fetchQuestions, routeLocale } from "../features/content/content-api.ts";
import { QuestionsView } from "../features/content/questions-view.tsx";
import type { ContentHandle } from "../lib/i18n.ts";

/** /questions: the FAQ from the content store, with search. */
export const handle: ContentHandle = { content: ["help"] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  return { questions: await server.contentPages.listQuestions(routeLocale(params.locale)) };
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { questions: await fetchQuestions(routeLocale(params.locale)) };
}

/** Typing in the search changes only `?q=`: the list stays. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function QuestionsPage({ loaderData }: Route.ComponentProps) {
  return <QuestionsView questions={loaderData.questions} />;
}
