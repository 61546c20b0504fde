import { Alignment, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core'
import { Link, Outlet } from 'react-router-dom'
import { useConnection } from './ConnectionProvider'

/** The frame around every page: a slim navbar and the routed page filling the rest. */
export function AppLayout(): React.JSX.Element {
  const connection = useConnection()
  return (
    <div className="app-shell">
      <header>
        <Navbar className="app-navbar bp6-dark">
          <nav aria-label="Main">
            <NavbarGroup align={Alignment.START}>
              <NavbarHeading>
                <Link to="/" className="app-brand">
                  Case Document Manager
                </Link>
              </NavbarHeading>
              <NavbarDivider />
              <Link to="/" className="app-nav-link">
                Cases
              </Link>
            </NavbarGroup>
            <NavbarGroup align={Alignment.END}>
              <Link to="/team" className="app-nav-link" data-testid="team-link">
                {connection.mode === 'team' ? 'Team server (signed in)' : 'Team server'}
              </Link>
            </NavbarGroup>
          </nav>
        </Navbar>
      </header>
      <main className="app-main">
        <Outlet />
      </main>
    </div>
  )
}
