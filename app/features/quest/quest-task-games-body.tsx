import { useQuery } from "@tanstack/react-query";
import { Gamepad2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { gamesResponse } from "../../../contracts/game.ts";
import { apiClient } from "../../lib/api.ts";
import type { ModalBodyProps } from "../../lib/modals/modal-registry.ts";
import { useLocale, useLocalizedPath } from "../../lib/use-localized-path.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { ListSkeleton, LoadingRegion } from "../../ui/skeleton.tsx";
import { QuestDialogFrame } from "./quest-dialog-parts.tsx";
import { useTaskById } from "./quest-lookup.ts";
import { taskTitle } from "./task-text.ts";

/** The games of a task, as the catalogue shows them here (hidden or blocked ones left out). */
function useTaskGames(identities: readonly string[]) {
  return useQuery({
    queryKey: ["game", "games", "identities", [...identities].sort()],
    enabled: identities.length > 0,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.request("GET", "/api/game/games", {
        signal,
        query: { identity: [...identities], perPage: 50 },
        schema: gamesResponse.shape.data,
      });
      return data;
    },
  });
}

/** `quest-task-games` (value: the task's id): the games that count, each with a play link. */
export default function QuestTaskGamesBody({ value, close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const layout = useTranslation("layout").t;
  const locale = useLocale();
  const localize = useLocalizedPath();
  const { task, isPending } = useTaskById(value);
  const games = useTaskGames(task?.games.map((game) => game.identity) ?? []);
  return (
    <QuestDialogFrame isPending={isPending} found={task !== undefined} close={close}>
      {task ? (
        <div className="space-y-4" data-testid="quest-task-games">
          <p className="text-sm text-muted">
            {t("quest-task-games.intro", { task: taskTitle(layout, task, locale) })}
          </p>
          {task.games.length === 0 ? (
            <Link to={localize("/games")} onClick={close} className={buttonClass("primary")}>
              {t("quest-task-games.anyGame")}
            </Link>
          ) : games.isPending ? (
            <LoadingRegion>
              <ListSkeleton rows={task.games.length} />
            </LoadingRegion>
          ) : (
            <ul className="space-y-2">
              {(games.data ?? []).map((game) => (
                <li
                  key={game.id}
                  className="flex items-center gap-3 rounded-xl border border-line bg-raised p-2"
                >
                  <img
                    src={game.images["200x200"]["1x"]}
                    alt=""
                    width={48}
                    height={48}
                    className="size-12 shrink-0 rounded-lg object-cover"
                  />
                  <span className="min-w-0 flex-1 font-medium break-words text-text">
                    {game.name}
                  </span>
                  <Link
                    to={localize(`/game/${game.identity}?real=true`)}
                    onClick={close}
                    className={buttonClass("primary", "sm")}
                  >
                    <Gamepad2 aria-hidden="true" className="size-4" />
                    {t("quest-task-games.play")}
                    <span className="sr-only">{` ${game.name}`}</span>
                  </Link>
                </li>
              ))}
              {games.isError || (games.data ?? []).length === 0 ? (
                <li className="text-sm text-muted">{t("quest-task-games.unavailable")}</li>
              ) : null}
            </ul>
          )}
        </div>
      ) : null}
    </QuestDialogFrame>
  );
}
