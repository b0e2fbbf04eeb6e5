import { useState } from "react";
import type { GameImages } from "../../../../contracts/game.ts";
import { useNearViewport } from "../../../lib/use-near-viewport.ts";

/** The 1x/2x/3x candidates of one artwork size, for `srcSet`. */
export function densitySrcSet(images: GameImages, size: keyof GameImages): string {
  const set = images[size];
  return `${set["1x"]} 1x, ${set["2x"]} 2x, ${set["3x"]} 3x`;
}

/**
 * A game's square artwork (images["200x200"] at 1x/2x/3x). It starts loading 400 px before it
 * scrolls into view (`eager` loads at once: the first tiles a page shows) and fades in over a
 * placeholder. Decorative: the tile's link already names the game.
 */
export function GameImage({ images, eager = false }: { images: GameImages; eager?: boolean }) {
  const [ref, near] = useNearViewport<HTMLSpanElement>(!eager);
  const [loaded, setLoaded] = useState(false);
  const show = eager || near;
  return (
    <span ref={ref} className="absolute inset-0 block bg-raised">
      {show ? (
        <img
          // An image the browser had cached can finish before React listens for `load`.
          ref={(element) => {
            if (element?.complete && element.naturalWidth > 0) setLoaded(true);
          }}
          src={images["200x200"]["1x"]}
          srcSet={densitySrcSet(images, "200x200")}
          alt=""
          width={200}
          height={200}
          decoding="async"
          onLoad={() => setLoaded(true)}
          className={`size-full object-cover transition-opacity duration-300 ${loaded ? "opacity-100" : "opacity-0"}`}
        />
      ) : null}
    </span>
  );
}
