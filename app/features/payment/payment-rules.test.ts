import { describe, expect, it } from "vitest";
import type { PaymentField, PaymentMethod } from "../../../contracts/payment.ts";
import { depositPixelAction, PIXEL_ACTION_IDS, PIXEL_CLASS_IDS } from "../../lib/analytics.ts";
import { checkAmount, minAmount, normalizeAmountInput } from "./amount.ts";
import {
  invoiceUpdateOutcome,
  PENDING_INVOICE_REFRESH_MS,
  refreshWhilePending,
} from "./invoice-updates.ts";
import {
  buildMethodSchema,
  initialFormValues,
  localized,
  toPaymentRequest,
  type MethodFormMessages,
} from "./method-form.ts";
import { choosePaymentRegion, toCountryCode } from "./payment-region.ts";
import { isAsyncInvoiceEvent } from "./pending-invoice.ts";
import { pageSearch } from "../../ui/history-list-parts.tsx";
import { transactionFilters } from "./transactions.ts";

const messages: MethodFormMessages = {
  required: "required",
  invalid: "invalid",
  email: "email",
  option: "option",
  amount: {
    required: "amount.required",
    format: "amount.format",
    min: "amount.min",
    max: "amount.max",
    balance: "amount.balance",
  },
};

function field(overrides: Partial<PaymentField> & Pick<PaymentField, "key">): PaymentField {
  return {
    fieldType: "input",
    type: "text",
    regexp: null,
    labels: { en: overrides.key },
    hints: {},
    isRequired: false,
    position: 1,
    value: null,
    options: [],
    ...overrides,
  };
}

function method(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    method: "sandbox.deposit.cash_agent",
    provider: "sandbox",
    kind: "cash_agent",
    direction: "deposit",
    type: "cash",
    processingType: "manual",
    isManual: true,
    currency: "USD",
    currencies: ["USD"],
    countries: [],
    amountMin: "10",
    amountMax: "5000",
    presets: [
      { amount: "20", default: false },
      { amount: "50", default: true },
    ],
    names: { en: "Cash agent", de: "Bargeld" },
    logo: "/payment-logos/cash_agent.svg",
    fields: [],
    ...overrides,
  };
}

describe("deposit pixel by deposit count", () => {
  it("maps 1..4 and above 4, and nothing for a count that is not one", () => {
    expect([1, 2, 3, 4, 5, 12].map(depositPixelAction)).toEqual([
      "ftd",
      "dep2",
      "dep3",
      "dep4",
      "dep5plus",
      "dep5plus",
    ]);
    expect(depositPixelAction(0)).toBeNull();
    expect(depositPixelAction(1.5)).toBeNull();
  });

  it("keeps the SPEC §9 action and class ids", () => {
    expect(PIXEL_ACTION_IDS).toMatchObject({
      ftd: 83,
      dep2: 84,
      dep3: 85,
      dep4: 86,
      dep5plus: 87,
      deposit: 89,
    });
    expect(PIXEL_CLASS_IDS).toMatchObject({
      ftd: 2,
      deposit: 4,
      dep2: 6,
      dep3: 7,
      dep4: 8,
      dep5plus: 9,
    });
  });

  it("fires the count's pixel and the generic deposit on a successful deposit only", () => {
    const base = { invoiceType: "deposit" as const, amount: "50.00", currency: "USD" };
    expect(invoiceUpdateOutcome({ ...base, status: 2, number: 1 }).pixels).toEqual([
      "ftd",
      "deposit",
    ]);
    expect(invoiceUpdateOutcome({ ...base, status: 2, number: 7 }).pixels).toEqual([
      "dep5plus",
      "deposit",
    ]);
    expect(invoiceUpdateOutcome({ ...base, status: 3, number: null }).pixels).toEqual([]);
    expect(
      invoiceUpdateOutcome({ ...base, invoiceType: "withdrawal", status: 2, number: 1 }).pixels,
    ).toEqual([]);
  });
});

describe("invoice update alerts", () => {
  const invoice = { invoiceType: "deposit" as const, amount: "50.00", currency: "USD", number: 1 };
  it("success for 2, error for 3, nothing for pending", () => {
    expect(invoiceUpdateOutcome({ ...invoice, status: 2 }).alert).toMatchObject({
      type: "success",
      title: "payment.depositSuccess.title",
      params: { amount: "50.00", currency: "USD" },
    });
    expect(invoiceUpdateOutcome({ ...invoice, status: 3 }).alert?.type).toBe("error");
    expect(
      invoiceUpdateOutcome({ ...invoice, invoiceType: "withdrawal", status: 3 }).alert?.title,
    ).toBe("payment.withdrawalFailed.title");
    expect(invoiceUpdateOutcome({ ...invoice, status: 1 })).toEqual({
      alert: null,
      pixels: [],
      final: false,
    });
  });
  it("a cancellation by the player is announced as such", () => {
    expect(
      invoiceUpdateOutcome({ ...invoice, status: 3 }, { canceledByPlayer: true }).alert?.title,
    ).toBe("payment.depositCanceled.title");
  });
});

describe("an invoice on screen is fetched again while pending", () => {
  it("polls a pending invoice, not a final one nor none", () => {
    expect(refreshWhilePending({ status: 1 })).toBe(PENDING_INVOICE_REFRESH_MS);
    expect(refreshWhilePending({ status: 2 })).toBe(false);
    expect(refreshWhilePending({ status: 3 })).toBe(false);
    expect(refreshWhilePending(null)).toBe(false);
    expect(refreshWhilePending(undefined)).toBe(false);
  });
});

describe("amount rules on decimal strings", () => {
  const usd = { min: "10", max: "5000", subunitToUnit: 100 };
  it("accepts the bounds and refuses outside them", () => {
    expect(checkAmount("10", usd)).toBeNull();
    expect(checkAmount("5000.00", usd)).toBeNull();
    expect(checkAmount("9.99", usd)).toBe("min");
    expect(checkAmount("5000.01", usd)).toBe("max");
  });
  it("refuses empty, malformed, zero and over-precise amounts", () => {
    expect(checkAmount("  ", usd)).toBe("required");
    expect(checkAmount("1e3", usd)).toBe("format");
    expect(checkAmount("0", usd)).toBe("format");
    expect(checkAmount("12.345", usd)).toBe("format");
    expect(checkAmount("-20", usd)).toBe("format");
  });
  it("is exact where floats are not", () => {
    const btc = { min: "0.0001", max: "0.3", subunitToUnit: 100_000_000 };
    expect(checkAmount("0.00009999", btc)).toBe("min");
    expect(checkAmount("0.30000001", btc)).toBe("max");
    expect(checkAmount("0.1", { ...btc, available: "0.09999999" })).toBe("balance");
    expect(checkAmount("0.09999999", { ...btc, available: "0.09999999" })).toBeNull();
  });
  it("reads a comma as the decimal point", () => {
    expect(normalizeAmountInput(" 12,50 ")).toBe("12.50");
    expect(checkAmount("12,5", usd)).toBeNull();
  });
  it("takes the smaller bound", () => {
    expect(minAmount("5000", "120.50", 100)).toBe("120.50");
    expect(minAmount("10", "120.50", 100)).toBe("10");
  });
});

describe("method form schema", () => {
  const withFields = method({
    fields: [
      field({
        key: "phone",
        fieldType: "phone",
        type: "tel",
        isRequired: true,
        regexp: "^\\+?[0-9]{8,15}$",
        position: 2,
      }),
      field({ key: "playerName", isRequired: true, regexp: "^[\\p{L} .'-]{2,60}$", position: 1 }),
      field({ key: "playerEmail", fieldType: "email", type: "email", position: 3 }),
      field({
        key: "country",
        fieldType: "select",
        position: 4,
        options: [{ value: "DE", labels: { en: "Germany" } }],
      }),
    ],
  });
  const schema = buildMethodSchema(withFields, { subunitToUnit: 100, messages });
  const errorsOf = (values: unknown) => {
    const result = schema.safeParse(values);
    return result.success
      ? {}
      : Object.fromEntries(
          result.error.issues.map((issue) => [issue.path.join("."), issue.message]),
        );
  };

  it("starts from the default preset and the fields' defaults, in position order", () => {
    const initial = initialFormValues(withFields);
    expect(initial.amount).toBe("50");
    expect(Object.keys(initial.fields)).toEqual(["playerName", "phone", "playerEmail", "country"]);
  });

  it("requires required fields and checks patterns (Unicode-aware), e-mails and options", () => {
    expect(
      errorsOf({
        amount: "50",
        fields: { playerName: "", phone: "12", playerEmail: "x", country: "FR" },
      }),
    ).toEqual({
      "fields.playerName": "required",
      "fields.phone": "invalid",
      "fields.playerEmail": "email",
      "fields.country": "option",
    });
    expect(
      errorsOf({
        amount: "50",
        fields: {
          playerName: "Zoë Ångström",
          phone: "+4915112345678",
          playerEmail: "",
          country: "",
        },
      }),
    ).toEqual({});
  });

  it("checks the amount against min/max and the withdrawable balance", () => {
    const values = {
      fields: { playerName: "Ann", phone: "+4915112345678", playerEmail: "", country: "" },
    };
    expect(errorsOf({ ...values, amount: "5" })).toEqual({ amount: "amount.min" });
    const capped = buildMethodSchema(withFields, {
      subunitToUnit: 100,
      messages,
      available: "20.00",
    });
    expect(capped.safeParse({ ...values, amount: "20.01" }).success).toBe(false);
    expect(capped.safeParse({ ...values, amount: "20" }).success).toBe(true);
  });

  it("sends the amount normalised and only filled-in fields", () => {
    expect(
      toPaymentRequest({ amount: "12,5", fields: { playerName: " Ann ", phone: "" } }),
    ).toEqual({
      amount: "12.5",
      fields: { playerName: "Ann" },
    });
  });

  it("reads texts in the locale, then English", () => {
    expect(localized({ en: "Cash agent", de: "Bargeld" }, "de")).toBe("Bargeld");
    expect(localized({ en: "Cash agent" }, "pt-BR")).toBe("Cash agent");
  });
});

describe("payment region", () => {
  it("prefers the stored paymentGeo, then the header country, then the profile's", () => {
    expect(choosePaymentRegion({ stored: "br", headerCountry: "DE", profileCountry: "IN" })).toBe(
      "BR",
    );
    expect(choosePaymentRegion({ stored: null, headerCountry: "DE", profileCountry: "IN" })).toBe(
      "DE",
    );
    expect(
      choosePaymentRegion({ stored: "not-a-code", headerCountry: "", profileCountry: "in" }),
    ).toBe("IN");
    expect(
      choosePaymentRegion({ stored: null, headerCountry: null, profileCountry: null }),
    ).toBeNull();
    expect(toCountryCode(" pt ")).toBe("PT");
  });
});

describe("async invoice event", () => {
  const invoice = { id: "inv-1", status: 1 as const, publicData: { address: "T123" } };
  it("is raised for the stored pending invoice with public data while an element waits", () => {
    expect(isAsyncInvoiceEvent(invoice, "inv-1", true)).toBe(true);
    expect(isAsyncInvoiceEvent(invoice, "inv-1", false)).toBe(false);
    expect(isAsyncInvoiceEvent(invoice, "other", true)).toBe(false);
    expect(isAsyncInvoiceEvent({ ...invoice, publicData: {} }, "inv-1", true)).toBe(false);
    expect(isAsyncInvoiceEvent({ ...invoice, status: 2 }, "inv-1", true)).toBe(false);
  });
});

describe("transaction filters from the address", () => {
  it("reads type, status, currency, dates and page", () => {
    const params = new URLSearchParams(
      "tab=transactions&type=withdrawal&status=pending&currency=usd&from=2024-05-01&to=2024-05-31&page=3",
    );
    expect(transactionFilters(params)).toEqual({
      type: "withdrawal",
      status: 1,
      currency: "USD",
      dateFrom: "2024-05-01",
      dateTo: "2024-05-31T23:59:59.999Z",
      page: 3,
      perPage: 20,
    });
  });
  it("ignores what it does not know", () => {
    expect(
      transactionFilters(new URLSearchParams("type=bet&status=x&page=-2&from=yesterday")),
    ).toEqual({ page: 1, perPage: 20 });
  });
  it("builds page links that keep the filters", () => {
    const params = new URLSearchParams("tab=transactions&type=deposit&page=2");
    expect(pageSearch(params, 3)).toBe("?tab=transactions&type=deposit&page=3");
    expect(pageSearch(params, 1)).toBe("?tab=transactions&type=deposit");
  });
});
