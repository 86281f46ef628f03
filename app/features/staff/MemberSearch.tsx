import { Form } from "react-router";

/**
 * Find a member by name, e-mail or phone: a plain GET form, so the results are a page of
 * their own (and work without JavaScript). `param` is the query's name in the address.
 */
export function MemberSearch({
  param,
  query,
  searchMax,
  button,
  className = "",
}: {
  param: string;
  query: string;
  searchMax: number;
  button: string;
  className?: string;
}) {
  return (
    <Form method="get" role="search" preventScrollReset className={`flex flex-col gap-2 ${className}`}>
      <label htmlFor="member-search" className="text-sm font-medium">
        Name, e-mail or phone
      </label>
      <div className="flex gap-2">
        <input
          id="member-search"
          name={param}
          type="search"
          defaultValue={query}
          maxLength={searchMax}
          autoComplete="off"
          className="field min-w-0"
        />
        <button type="submit" className="button-primary shrink-0">
          {button}
        </button>
      </div>
    </Form>
  );
}
