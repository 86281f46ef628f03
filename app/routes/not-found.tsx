import { data } from "react-router";

/** Any address outside the route table is a 404, shown by the shared error screen. */
export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}
