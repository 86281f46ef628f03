import { Container } from "#app/components/ui/Container.tsx";
import { Logo } from "#app/components/ui/Logo.tsx";
import { AccountMenu } from "#app/features/accounts/AccountMenu.tsx";
import { ConsoleNav } from "./ConsoleNav.tsx";

export interface DeskHeaderProps {
  email: string;
  roleLabel: string;
  newLeads: number;
  demo: boolean;
  /** The console's role ("owner" sees the owner's sections too). */
  role: string;
}

/**
 * The front desk's own header, in place of the site's: the brand (back to the site), who
 * is signed in, the account menu and the desk's navigation. Compact and not fixed, so a
 * tablet at the door shows as much roster as it can; left off the printed roster.
 */
export function DeskHeader({ email, roleLabel, newLeads, demo, role }: DeskHeaderProps) {
  return (
    <header className="border-b border-white/10 bg-surface print:hidden">
      <Container className="flex min-h-16 items-center gap-3 pt-2">
        <Logo />
        <p className="font-display text-sm uppercase tracking-[0.2em] text-accent">Front desk</p>
        <p className="ml-auto hidden min-w-0 truncate text-sm text-muted md:block">
          {email} · {roleLabel}
        </p>
        <div className="ml-auto md:ml-0">
          <AccountMenu />
        </div>
      </Container>
      <Container className="pt-2 pb-4">
        <ConsoleNav newLeads={newLeads} owner={role === "owner"} />
        {demo ? (
          <p className="mt-4 border-l-2 border-accent pl-3 text-sm text-muted">
            Demo account: you can look around, but not change anything, and people&apos;s details are masked.
          </p>
        ) : null}
      </Container>
    </header>
  );
}
