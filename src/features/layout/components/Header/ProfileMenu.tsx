import { ADMIN_HOME_PATH } from '@shared';
import styled from 'styled-components';
import { Button } from '@ui/Button';
import { HoverPopup } from '@ui/HoverPopup';
import { RouterLink } from '@features/page';
import { CABINET_HOME, CABINET_LINKS } from '../../cabinetLinks';
import { LAYOUT_TEXTS } from '../../layoutTexts';
import { HeaderActionButton, HeaderActionContent, HeaderActionLink } from './HeaderAction';

const Panel = styled.div`
  display: grid;
  gap: 12px;
  width: 240px;
`;

const Note = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

const Name = styled.p`
  margin: 0;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Links = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CabinetLink = styled(RouterLink)`
  display: block;
  padding: 6px 8px;
  border-radius: var(--radius-control);
  color: var(--color-text);
  text-decoration: none;
  &:hover {
    background: var(--color-surface-muted);
    color: var(--color-brand);
  }
`;

/**
 * The staff area's start page (issue 12). Only its address here: the staff feature itself stays
 * out of the shop's chunks.
 */
const STAFF_AREA = { href: ADMIN_HOME_PATH, label: 'Администрирование' };

const StaffLink = styled(CabinetLink)`
  border-top: 1px solid var(--color-border);
  border-radius: 0 0 var(--radius-control) var(--radius-control);
  padding-top: 8px;
  color: var(--color-brand);
`;

export interface ProfileMenuProps {
  /**
   * Whether the shopper is signed in, and their name; signed out until the user state is known.
   * Staff (admin or editor) also get a link to the staff area.
   */
  user: { authorized: boolean; name?: string; admin?: boolean; editor?: boolean } | null;
  /** Opens the sign-in and registration popup. */
  onOpenAuth: () => void;
  /** 'Выйти' (the session saga signs out and reloads the page, R-USER-4). */
  onLogOut: () => void;
}

/**
 * The header's profile icon with its hover popup (spec §2). Signed in (R-LAYOUT-5): a link to
 * /personal/ and a popup with the cabinet links and 'Выйти'. Signed out (R-LAYOUT-6): a button
 * that opens the auth popup and a popup saying 'Вы не авторизованы'.
 */
export function ProfileMenu({ user, onOpenAuth, onLogOut }: ProfileMenuProps) {
  if (user?.authorized) {
    return (
      <HoverPopup
        label={CABINET_HOME.label}
        trigger={(props) => (
          <HeaderActionLink href={CABINET_HOME.href} {...props}>
            <HeaderActionContent icon="user" caption={LAYOUT_TEXTS.profile} />
          </HeaderActionLink>
        )}
      >
        <Panel>
          {user.name && <Name>{user.name}</Name>}
          <Links>
            {CABINET_LINKS.map((link) => (
              <li key={link.href}>
                <CabinetLink href={link.href}>{link.label}</CabinetLink>
              </li>
            ))}
            {(user.admin || user.editor) && (
              <li>
                <StaffLink href={STAFF_AREA.href}>{STAFF_AREA.label}</StaffLink>
              </li>
            )}
          </Links>
          <Button variant="secondary" size="s" onClick={onLogOut}>
            {LAYOUT_TEXTS.logOut}
          </Button>
        </Panel>
      </HoverPopup>
    );
  }
  return (
    <HoverPopup
      label={LAYOUT_TEXTS.signIn}
      trigger={(props) => (
        <HeaderActionButton type="button" onClick={onOpenAuth} {...props}>
          <HeaderActionContent icon="user" caption={LAYOUT_TEXTS.signIn} />
        </HeaderActionButton>
      )}
    >
      <Panel>
        <Note>{LAYOUT_TEXTS.notSignedIn}</Note>
        <Button fullWidth onClick={onOpenAuth}>
          {LAYOUT_TEXTS.signInOrRegister}
        </Button>
      </Panel>
    </HoverPopup>
  );
}
