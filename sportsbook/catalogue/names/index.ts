import type { NameTable } from "../local-names.ts";
import cs from "./cs.json" with { type: "json" };
import da from "./da.json" with { type: "json" };
import de from "./de.json" with { type: "json" };
import el from "./el.json" with { type: "json" };
import enca from "./en-ca.json" with { type: "json" };
import esmx from "./es-mx.json" with { type: "json" };
import es from "./es.json" with { type: "json" };
import et from "./et.json" with { type: "json" };
import fa from "./fa.json" with { type: "json" };
import fi from "./fi.json" with { type: "json" };
import fr from "./fr.json" with { type: "json" };
import hi from "./hi.json" with { type: "json" };
import id from "./id.json" with { type: "json" };
import it from "./it.json" with { type: "json" };
import kk from "./kk.json" with { type: "json" };
import nb from "./nb.json" with { type: "json" };
import nl from "./nl.json" with { type: "json" };
import pl from "./pl.json" with { type: "json" };
import ptbr from "./pt-br.json" with { type: "json" };
import pt from "./pt.json" with { type: "json" };
import ro from "./ro.json" with { type: "json" };
import ru from "./ru.json" with { type: "json" };
import se from "./se.json" with { type: "json" };
import tr from "./tr.json" with { type: "json" };
import uz from "./uz.json" with { type: "json" };

/**
 * The book's name tables, one per route prefix (contracts/settings.ts); English is the
 * catalogue itself. A regional table (es-mx, pt-br, en-ca) holds only what differs from its
 * language's. Checked against the schema in local-names.test.ts.
 */
export const NAME_TABLES: Readonly<Record<string, NameTable>> = {
  cs,
  da,
  de,
  el,
  "en-ca": enca,
  "es-mx": esmx,
  es,
  et,
  fa,
  fi,
  fr,
  hi,
  id,
  it,
  kk,
  nb,
  nl,
  pl,
  "pt-br": ptbr,
  pt,
  ro,
  ru,
  se,
  tr,
  uz,
};
