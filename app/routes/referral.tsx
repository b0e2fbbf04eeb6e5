import { Outlet } from "react-router";

export default function Page() {
  return <Outlet />;
}
