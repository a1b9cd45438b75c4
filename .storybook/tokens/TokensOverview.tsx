import { Fragment } from 'react';
import styled from 'styled-components';
import { breakpoints, colors, fontSizes, fontWeights } from '@ui/tokens';
import { Swatch } from './Swatch';

const Page = styled.div`
  display: grid;
  gap: 32px;
  max-width: 1120px;
`;

const Heading = styled.h2`
  margin: 0 0 16px;
  font-size: var(--font-size-xl);
  font-weight: 700;
`;

const Palette = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Scale = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 24px;
  align-items: baseline;
  margin: 0;
`;

const Label = styled.dt`
  font-size: var(--font-size-sm);
  color: var(--color-text-muted);
`;

const Sample = styled.dd`
  margin: 0;
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

/** A pangram with every Russian letter: shows the Cyrillic subset of the self-hosted font. */
const PANGRAM = 'Съешь же ещё этих мягких французских булок, да выпей чаю';

/**
 * A living overview of the design tokens (src/ui/tokens) for designers: the palette, the type
 * scale and weights, and the breakpoints of spec §3. Story-only; the shop never renders it.
 */
export function TokensOverview() {
  return (
    <Page>
      <section aria-labelledby="tokens-palette">
        <Heading id="tokens-palette">Палитра</Heading>
        <Palette>
          {Object.entries(colors).map(([name, value]) => (
            <Swatch key={name} name={name} value={value} />
          ))}
        </Palette>
      </section>
      <section aria-labelledby="tokens-type">
        <Heading id="tokens-type">Шрифт и размеры</Heading>
        <Scale>
          {Object.entries(fontSizes).map(([name, px]) => (
            <Fragment key={name}>
              <Label>{`${name} · ${px}px`}</Label>
              <Sample style={{ fontSize: px }}>{PANGRAM}</Sample>
            </Fragment>
          ))}
          {Object.entries(fontWeights).map(([name, weight]) => (
            <Fragment key={name}>
              <Label>{`${name} · ${weight}`}</Label>
              <Sample style={{ fontWeight: weight }}>{PANGRAM}</Sample>
            </Fragment>
          ))}
        </Scale>
      </section>
      <section aria-labelledby="tokens-breakpoints">
        <Heading id="tokens-breakpoints">Брейкпоинты</Heading>
        <Scale>
          {Object.entries(breakpoints).map(([name, px]) => (
            <Fragment key={name}>
              <Label>{name}</Label>
              <Sample>от {px}px</Sample>
            </Fragment>
          ))}
        </Scale>
      </section>
    </Page>
  );
}
