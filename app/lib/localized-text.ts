/** The app picks operator texts as the API does (contracts/localized-text.ts). */
export { localizedText } from "../../contracts/localized-text.ts";
