import { useLingui } from "@lingui/react";
import { RefreshCw, RotateCcw } from "lucide-react";
import type { FormEvent } from "react";
import {
  AUDIENCE_DESCRIPTION_MAX,
  CREATE_ROUTE_OPTIONS,
  type CreateRouteFilter,
  type AudienceFilters as Filters,
  PAGE_SIZE_OPTIONS,
  STATUS_OPTIONS,
  type StatusFilter,
} from "../../../shared/audience/index.ts";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import type { FilterPatch } from "./use-audience-list.ts";

const pageSizeOptions = PAGE_SIZE_OPTIONS.map((size) => ({ value: String(size), label: String(size) }));

export interface AudienceFiltersProps {
  filters: Filters;
  loading: boolean;
  onChange: (patch: FilterPatch) => void;
  onPageSize: (size: number) => void;
  onFetch: () => void;
  onClear: () => void;
}

export function AudienceFilters({
  filters,
  loading,
  onChange,
  onPageSize,
  onFetch,
  onClear,
}: AudienceFiltersProps) {
  const { _: t } = useLingui();
  // Enter in the description box fetches, like the button.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFetch();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label={t("Audience filters")}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t("Description")}>
          {(control) => (
            <Input
              {...control}
              type="search"
              maxLength={AUDIENCE_DESCRIPTION_MAX}
              placeholder={t("Search by description")}
              value={filters.description}
              onChange={(event) => onChange({ description: event.target.value })}
            />
          )}
        </Field>
        <Field label={t("Status")}>
          {(control) => (
            <Select
              {...control}
              options={STATUS_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
              value={filters.status}
              onChange={(event) => onChange({ status: event.target.value as StatusFilter })}
            />
          )}
        </Field>
        <Field label={t("Create Route")}>
          {(control) => (
            <Select
              {...control}
              options={CREATE_ROUTE_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
              value={filters.createRoute}
              onChange={(event) => onChange({ createRoute: event.target.value as CreateRouteFilter })}
            />
          )}
        </Field>
        <Field label={t("Page Size")}>
          {(control) => (
            <Select
              {...control}
              options={pageSizeOptions}
              value={String(filters.size)}
              onChange={(event) => onPageSize(Number(event.target.value))}
            />
          )}
        </Field>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" aria-busy={loading}>
          <RefreshCw aria-hidden="true" className={loading ? "animate-spin" : undefined} />
          {t("Get Audience List")}
        </Button>
        <Button variant="outline" onClick={onClear}>
          <RotateCcw aria-hidden="true" />
          {t("Clear Filters")}
        </Button>
      </div>
    </form>
  );
}
