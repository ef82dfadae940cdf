import { notFound } from "next/navigation";

// The spec lists /not-found as a route: it shows the 404 page, with the 404 status.
export default function NotFoundRoute() {
  notFound();
}
